interface Cat { meow(): void; kind: "cat" }
interface Dog { bark(): void; kind: "dog" }
function isCat(x: Cat | Dog): x is Cat { return x.kind === "cat"; }
function f(x: Cat | Dog) {
  const cat = isCat(x);
  if (cat === true) x.meow(); else x.bark();
  if (cat !== false) x.meow();
  if (false === isCat(x)) x.bark();
  if (isCat(x) != false) x.meow();
  if (isCat(x) === true && x.kind === "cat") x.meow();
}
class Shelter {
  animals: (Cat | Dog)[] = [];
  cats() { return this.animals.filter((a) => isCat(a) === true); }
  first() {
    for (const a of this.animals) { if (isCat(a) === false) continue; a.meow(); }
  }
}
async function g(v: string | number | null) {
  const isStr = (u: unknown): u is string => typeof u === "string";
  if (isStr(v) === true) return v.length;
  if ((v === null) === true) return 0;
  if ((typeof v === "number") === true) return v.toFixed();
  return 1;
}
function h<T extends { id: number }>(x: T | string) {
  const isObj = (y: unknown): y is object => typeof y === "object";
  if (isObj(x) === true) { return x.id; }
  return 0;
}
let flag: boolean | string = Math.random() > 0.5 ? "a" : true;
if (flag !== true) { const s: string | false = flag; console.log(s); }
console.log(f, new Shelter().cats(), g, h);
