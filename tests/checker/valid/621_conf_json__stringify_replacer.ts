// Replacer functions (this, key order, root key "") and arrays (allowlist, order, numbers as keys).
const calls: string[] = [];
const out = JSON.stringify({ a: 1, b: [10, 20], c: { d: "x" } }, function (this: any, k, v) {
  calls.push(JSON.stringify(k));
  if (k === "d") return v.toUpperCase();
  if (typeof v === "number") return v + 1;
  return v;
});
console.log(out, calls.join(" "));
console.log(JSON.stringify({ b: 2, a: 1, c: { a: 3, z: 4 }, 1: "one" }, ["a", "c", 1 as any, "a"]));
console.log(JSON.stringify({ a: 1, b: 2 }, (k, v) => (k === "" ? [v.a, v.b] : v)), JSON.stringify(5, (k, v) => `${k}|${v}`));
