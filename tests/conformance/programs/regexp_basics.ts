// RegExp literals and the constructor: flags, properties, exec, test, lastIndex, toString.
const re = /(\d{4})-(\d{2})-(\d{2})/;
const m = re.exec("Date: 2024-03-15!");
console.log(m);
console.log(m![0], m![1], m!.index, m!.input);
console.log(re.test("no date"), re.test("1999-12-31"));
console.log(re.source, re.flags, re.global, re.ignoreCase, re.multiline, re.sticky, re.unicode, re.dotAll, re.hasIndices);
console.log(String(re), re.toString(), `${/a\/b/gi}`);

const all = /gimsuyd/.source;
console.log(all, /x/gimsuyd.flags, new RegExp("x", "yg").flags);
console.log(new RegExp("a/b").source, new RegExp("").source, String(new RegExp("")), new RegExp("\n").source);
console.log(new RegExp(/abc/g).flags, new RegExp(/abc/g, "i").flags, new RegExp(/abc/g, "i").source);
const same = /q/;
console.log(RegExp(same) === same, new RegExp(same) === same);

// global and sticky regexps move lastIndex
const g = /o/g;
const seen: number[] = [];
let r: RegExpExecArray | null;
while ((r = g.exec("foo boo")) !== null) seen.push(r.index, g.lastIndex);
console.log(seen, g.lastIndex);
const t = /a/g;
console.log(t.test("aa"), t.lastIndex, t.test("aa"), t.lastIndex, t.test("aa"), t.lastIndex);
const y = /b/y;
console.log(y.test("ab"), y.lastIndex);
y.lastIndex = 1;
console.log(y.test("ab"), y.lastIndex, y.test("ab"), y.lastIndex);
const big = /x/g;
big.lastIndex = 100;
console.log(big.exec("xx"), big.lastIndex);

// unmatched groups are undefined
console.log(/a(b)?(c)?/.exec("ac"));
console.log(/(x)|(y)/.exec("y"));

// errors
for (const [p, f] of [["(", "g"], ["a**", ""], ["[a", ""], ["a)", ""], ["\\", ""], ["[z-a]", ""], ["a{2,1}", ""], ["(?<a>x)(?<a>y)", ""], ["(?i)a", ""], ["a", "gg"], ["a", "x"], ["(*LIMIT_MATCH=1)a", ""], ["a++", ""]]) {
  try {
    new RegExp(p, f);
    console.log("ok", p);
  } catch (e) {
    console.log((e as Error).name, (e as Error).message);
  }
}
try {
  RegExp.prototype.exec.call({} as RegExp, "");
} catch (e) {
  console.log((e as Error).message);
}
console.log(Object.keys(/a/), Object.prototype.toString.call(/a/), typeof /a/, /a/ instanceof RegExp);
console.log([/a/g, { re: /b+/i }]);
