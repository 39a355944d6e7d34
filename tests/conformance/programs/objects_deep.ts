// Recursive helpers over nested data: deep clone, deep equality, deep merge, path lookup.
type Json = null | boolean | number | string | Json[] | { [k: string]: Json };
function isObject(v: unknown): v is { [k: string]: Json } {
  return typeof v === "object" && v !== null && !(v instanceof Array);
}
function clone(v: Json): Json {
  if (v instanceof Array) return v.map(clone);
  if (isObject(v)) {
    const out: { [k: string]: Json } = {};
    for (const k of Object.keys(v)) out[k] = clone(v[k]);
    return out;
  }
  return v;
}
function equal(a: Json, b: Json): boolean {
  if (a === b) return true;
  if (a instanceof Array && b instanceof Array) return a.length === b.length && a.map((x, i) => equal(x, b[i])).indexOf(false) < 0;
  if (isObject(a) && isObject(b)) {
    const ka = Object.keys(a), kb = Object.keys(b);
    return ka.length === kb.length && ka.filter((k) => !equal(a[k], b[k])).length === 0;
  }
  return false;
}
function merge(a: { [k: string]: Json }, b: { [k: string]: Json }) {
  const out: { [k: string]: Json } = { ...a };
  for (const k of Object.keys(b)) {
    const av = out[k], bv = b[k];
    out[k] = isObject(av) && isObject(bv) ? merge(av, bv) : bv;
  }
  return out;
}
function get(v: Json, path: string): Json | undefined {
  let cur: any = v;
  for (const part of path.split(".")) {
    if (cur === null || cur === undefined) return undefined;
    cur = cur[part];
  }
  return cur;
}
const original: Json = { user: { name: "ann", langs: ["ts", "c"], meta: { logins: 3 } }, active: true };
const copy = clone(original) as any;
copy.user.langs.push("go");
copy.user.meta.logins = 4;
console.log(original, copy);
console.log(equal(original, clone(original)), equal(original, copy), equal([1, [2]], [1, [2]]), equal({ a: 1 }, { a: 1, b: 2 }));
console.log(merge({ a: 1, nested: { x: 1, y: 2 } }, { b: 2, nested: { y: 20, z: 30 } }));
console.log(get(original, "user.meta.logins"), get(original, "user.langs.1"), get(original, "user.nope.deeper"));
console.log(JSON.stringify(clone(original)) === JSON.stringify(original));
