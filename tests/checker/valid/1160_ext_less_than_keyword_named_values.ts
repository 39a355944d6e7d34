// Values named like type operators after `<`: `i < unique.length` is a comparison, not type
// arguments (`unique symbol`, `keyof T`).
const words = ["b", "a", "b", "c", "a"];
const unique = [...new Set(words)].sort();
let out = "";
for (let i = 0; i < unique.length; i++) out += unique[i];
console.log(out, 2 <unique.length);

const keyof = { size: 3 };
const infer = { depth: 1 };
const abstract = { pages: 10 };
function fits(n: number): boolean {
  return n < keyof.size && 0 < infer.depth && n < abstract.pages;
}
console.log(fits(2), fits(5));
type Keys<T> = keyof T;
const k: Keys<{ x: 1 }> = "x";
const u: unique symbol = Symbol("u");
console.log(k, typeof u);
