// Structures near the line-width limits: nested arrays of objects, many keys, null prototypes, long strings.
console.log({ a: [{ b: 1, c: [1, 2, 3] }, { b: 2, c: [] }], d: new Map([["x", [1, 2]]]), e: "str".repeat(10) });
console.log([["name", "age"], ["ann", 30], ["bob", 4]]);
console.log([undefined, null, NaN, -0, 0, Infinity].map((x) => ({ x })));
console.log(new Array(200).fill("ab"));
console.log(Array.from({ length: 30 }, (_, i) => ({ id: i })).slice(0, 4), "x".repeat(200));
console.log({ deeply: { nested: { object: { with: { many: { levels: 1 } } } } }, arr: [[[[[1]]]]] });
console.log("%o", { a: { b: { c: { d: { e: 1 } } } }, f: [1, 2, 3] });
console.log(new Set([[1, 2], { a: 1 }, "s", new Set([1])]));
console.log([1.5, 2.25, -3.125, 1e21, 1e-7, 123456789, 0.1 + 0.2]);
console.log({ "key with spaces": 1, valid_id: 2, "3d": 3, $dollar: 4, "ünicode": 5, "a-b": 6 });
const big: Record<string, unknown> = {};
for (let i = 0; i < 8; i++) big["property" + i] = { value: i, label: "label " + i };
console.log(big);
console.log([[1, 2, [3, 4, [5, 6, [7, 8]]]], "end"]);
console.log(Object.assign(Object.create(null), { x: { y: 1 } }), [Object.create(null)]);
