interface Cat { meow(): void; kind: "cat" }
interface Dog { bark(): void; kind: "dog" }
function isCat(x: Cat | Dog): x is Cat { return x.kind === "cat"; }
function f(x: Cat | Dog) {
  if (isCat(x) === true) { x.meow(); } else { x.bark(); }
  if (isCat(x) === false) { x.bark(); }
  if (!!isCat(x)) { x.meow(); }
  if (true === isCat(x)) { x.meow(); }
  if (isCat(x) !== true) { x.bark(); }
  if (isCat(x) == true) { x.meow(); }
}
function isStr(v: unknown): v is string { return typeof v === "string"; }
const arr: unknown[] = [1, "a"];
const strs = arr.filter((v) => isStr(v) === true);
console.log(strs);
function g(v: string | number) { return isStr(v) === true ? v.toUpperCase() : v.toFixed(); }
console.log(f, g(1));
