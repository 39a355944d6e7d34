// Nested objects beyond depth 2 collapse to [Object], arrays to [Array]; Maps and Sets to [Map]/[Set].
console.log({ a: { b: { c: { d: { e: 1 } } } } });
console.log({ a: { b: { m: new Map([[1, 2]]), s: new Set([1]), arr: [1], obj: { x: 1 } } } });
console.log({ a: { b: { c: new Map([[1, 2]]), d: new Set([1]), e: [[1]], f: { g: {} } } } });
console.log([{ a: [{ b: [{ c: 1 }] }] }]);
