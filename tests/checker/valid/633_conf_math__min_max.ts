// max/min with no args, NaN, -0 vs 0, mixed strings, spread of arrays.
console.log(Math.max(), Math.min(), Math.max(1, NaN, 3), Math.min(0, -0), Math.max(-0, 0), Object.is(Math.min(0, -0), -0), Object.is(Math.max(-0, 0), 0));
console.log(Math.max("10" as any, 9), Math.min([1] as any, 2), Math.max(...[4, 8, 2]), Math.min(null as any, 1), Math.max(undefined as any, 1));
