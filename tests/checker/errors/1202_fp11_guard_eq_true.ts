interface Cat { meow(): void; kind: "cat" }
interface Dog { bark(): void; kind: "dog" }
function isCat(x: Cat | Dog): x is Cat { return x.kind === "cat"; }
function f(x: Cat | Dog) {
  if (isCat(x) === false) x.meow();
  if (isCat(x) !== true) x.meow();
  const cat = isCat(x);
  if (cat === true) x.bark();
  if (isCat(x).valueOf() === true) x.meow();
}
console.log(f);
