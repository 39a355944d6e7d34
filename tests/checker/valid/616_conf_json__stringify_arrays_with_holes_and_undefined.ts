// Holes, undefined, functions and NaN inside arrays and objects with indentation.
console.log(JSON.stringify([1, , undefined, () => 1, NaN, null], null, 2));
console.log(JSON.stringify({ a: undefined, b: [undefined], c: { d: () => 1 } }, null, 2));
