// Depth counting continues inside Maps and Sets.
console.log(new Map([["a", { b: { c: { d: 1 } } }]]));
console.log(new Set([[1, [2, [3, [4]]]]]));
console.log({ m: new Map([["k", new Map([["k2", new Map([["k3", 1]])]])]]) });
