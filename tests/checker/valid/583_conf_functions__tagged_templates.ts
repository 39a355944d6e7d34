// Tagged templates: the strings array (frozen, with a frozen raw array, the same object each time a
// site runs), the substitutions, `this` for member tags, invalid escapes, evaluation order.
function show(strings: TemplateStringsArray, ...values: unknown[]) {
  console.log(strings, strings.raw, values, strings.length, values.length);
  return strings;
}
const x = 1, y = "two";
show`a${x}b${y}c`;
show``;
show`${x}`;
show`${x}${y}`;
show`only text`;

const s = show`frozen${0}`;
console.log(Object.isFrozen(s), Object.isFrozen(s.raw), Array.isArray(s), Array.isArray(s.raw));
console.log(Object.getOwnPropertyDescriptor(s, "raw")?.writable, Object.getOwnPropertyDescriptor(s, "raw")?.enumerable);
console.log(Object.keys(s), JSON.stringify(s));
try {
  (s as any)[0] = "changed";
} catch (e) {
  console.log((e as Error).message);
}
try {
  (s as any).push("more");
} catch (e) {
  console.log((e as Error).message);
}

// one strings array per site, reused on every evaluation; different sites differ
const seen: TemplateStringsArray[] = [];
const grab = (t: TemplateStringsArray, ..._values: unknown[]) => t;
for (let i = 0; i < 3; i++) seen.push(grab`site ${i}`);
console.log(seen[0] === seen[1], seen[1] === seen[2], grab`site ${0}` === seen[0]);
function inner() {
  return grab`in a function`;
}
console.log(inner() === inner());
const mk = () => () => grab`closure`;
console.log(mk()() === mk()());

// escapes: cooked and raw; invalid escapes give an undefined cooked string
const esc = (t: TemplateStringsArray, ..._values: unknown[]) => [t, t.raw];
console.log(esc`\n\t\\ \x41 \u0042 \u{1F600} \``);
console.log(esc`\unicode`, esc`\u{110000}`, esc`\xZ`, esc`\01`, esc`\1`, esc`\8`);
console.log(esc`ok ${1} \u{` );
console.log(esc`line1
line2\
continued`);

// member tags get `this`; results are whatever the tag returns
const obj = {
  prefix: ">",
  tag(this: { prefix: string }, strings: TemplateStringsArray, ...vals: number[]) {
    return this.prefix + strings.join("|") + vals.reduce((a, b) => a + b, 0);
  },
};
console.log(obj.tag`a${1}b${2}c`, obj["tag"]`k${3}`);
class Html {
  count = 0;
  render(strings: TemplateStringsArray, ...vals: unknown[]) {
    this.count++;
    return strings.reduce((out, str, i) => out + str + (i < vals.length ? String(vals[i]).replace(/</g, "&lt;") : ""), "");
  }
}
const h = new Html();
console.log(h.render`<p>${"<b>"}</p>`, h.count);

// evaluation order: tag first, then substitutions left to right
const log: string[] = [];
const get = (name: string) => {
  log.push(name);
  return name;
};
function tagFactory(): (s: TemplateStringsArray, ...v: string[]) => string {
  log.push("tag");
  return (s, ...v) => s.raw.join("_") + v.join("+");
}
console.log(tagFactory()`${get("a")}-${get("b")}`, log);

// tags returning functions, chained tags
const curry = (s: TemplateStringsArray, ...v: unknown[]) => (t: TemplateStringsArray) => s[0] + t[0] + v.length;
console.log(curry`one${1}``two`);

// errors
try {
  const notFn: any = 5;
  notFn`x`;
} catch (e) {
  console.log((e as Error).constructor.name, (e as Error).message);
}

// `new tag\`x\`` constructs what the tagged template returns
function classFor(s: TemplateStringsArray, ...v: number[]) {
  return class {
    text = s.join("|") + v.join(",");
  };
}
console.log(new classFor`a${1}b${2}`, new classFor`x`().text);
