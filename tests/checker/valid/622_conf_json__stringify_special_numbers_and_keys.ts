// stringify of special numbers, numeric keys ordering, nested undefined in arrays vs objects.
console.log(JSON.stringify([NaN, Infinity, -0, 1e21, 1e-7, 0.1, 5e-324]));
console.log(JSON.stringify({ b: 1, 10: 2, 2: 3, a: [undefined], c: { d: undefined } }));
console.log(JSON.stringify({ date: "2024-01-01", nested: [[[]]], emptyObj: {}, emptyStr: "" }, null, 1));
