// Sparse arrays: an index or length near 2^32 costs one element, not 4 billion.
const a: number[] = [];
a[4294967294] = 1;
console.log(a.length, a[4294967294], 4294967294 in a, 0 in a);
console.log(a);
console.log(Object.keys(a));
a.length = 4294967295;
console.log(a.length);
const b: number[] = [1, 2, 3];
b.length = 4294967295;
console.log(b.length, b[2], b[3]);
console.log(b);
b[100000] = 7;
console.log(b.indexOf(7));
b.length = 2;
console.log(b, b.length);
try {
  b.length = 4294967296;
} catch (e) {
  console.log((e as Error).constructor.name, (e as Error).message);
}
try {
  b.push(1, 2);
  console.log(b.length);
} catch (e) {
  console.log((e as Error).constructor.name, (e as Error).message);
}
const c: number[] = [];
c[4294967294] = 5;
try {
  c.push(6);
} catch (e) {
  console.log((e as Error).constructor.name, (e as Error).message);
}
console.log(c.length, c[4294967294], c[4294967295]);
const d = new Array(4294967295);
console.log(d.length);
d[5] = "x";
console.log(d.at(5), d.at(-1));
const big: string[] = [];
big[1000000] = "m";
big[3] = "t";
console.log(big, Object.keys(big), JSON.stringify(big.slice(0, 5)));
for (const k in big) console.log("key", k);
const frozen = Object.freeze(big);
console.log(Object.isFrozen(frozen), Object.isSealed(frozen));
const holes = [1, , 3];
Object.preventExtensions(holes);
try {
  (holes as any)[1] = 2;
} catch (e) {
  console.log((e as Error).constructor.name, (e as Error).message);
}
console.log(holes, 1 in holes);
const fixed = [1, 2, 3];
Object.defineProperty(fixed, "length", { writable: false });
try {
  fixed.push(4);
} catch (e) {
  console.log((e as Error).constructor.name);
}
try {
  fixed[3] = 4;
} catch (e) {
  console.log((e as Error).constructor.name);
}
console.log(fixed, fixed.length, Object.getOwnPropertyDescriptor(fixed, "length"));
console.log(structuredClone(big).length, structuredClone(big)[1000000]);
