// Spread in object and array literals and in calls; copies are shallow.
const base = { a: 1, b: 2, nested: { n: 1 } };
const copy = { ...base };
const override = { ...base, b: 20, c: 30 };
const before = { b: 0, ...base };
console.log(copy, override, before);
copy.nested.n = 99;
console.log(base.nested.n, copy === base, copy.nested === base.nested);
const nothing = { ...null, ...undefined, ...{} };
console.log(nothing, Object.keys(nothing).length);
const fromArray = { ...["x", "y"] };
console.log(fromArray);
const fromString = { ..."hi" };
console.log(fromString);
const a = [1, 2];
const b = [3, 4];
console.log([...a, ...b], [0, ...a, 2.5, ...b, 5], [...a]);
console.log([..."héllo"], [...""], [...[], ...[1]]);
const merged = [...a];
merged.push(99);
console.log(a, merged);
function three(x: number, y: number, z: number) {
  return x + y * 10 + z * 100;
}
const args: [number, number, number] = [1, 2, 3];
console.log(three(...args), Math.max(...[1, 5, 3], 4));
const defaults = { color: "red", size: "M", qty: 1 };
const userChoice = { size: "L", qty: 3 };
console.log({ ...defaults, ...userChoice });
const records = [{ id: 1 }, { id: 2 }].map((r) => ({ ...r, seen: true }));
console.log(records);
