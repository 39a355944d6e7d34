// Maps and Sets of different sizes and nesting; Map with object values breaking lines.
console.log(new Map([["first", { a: 1, b: "some longer text here" }], ["second", { a: 2, b: "more text that is long" }]]));
console.log(new Set(["alpha", "beta", "gamma", "delta", "epsilon", "zeta", "eta"]));
console.log(new Map([[new Map([[1, 2]]), new Set([new Set([3])])]]));
