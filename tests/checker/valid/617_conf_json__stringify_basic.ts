// stringify of all value kinds: undefined/functions omitted or null, NaN/Infinity as null, -0 as 0, nested.
console.log(JSON.stringify({ a: undefined, b: () => 1, c: NaN, d: -Infinity, e: -0, f: null, g: [undefined, () => 1, NaN], h: "q\"\\\n\u0001\u007f" }));
console.log(JSON.stringify(undefined), JSON.stringify(() => 1), JSON.stringify(null), JSON.stringify("s"), JSON.stringify(1e21), JSON.stringify([]), JSON.stringify({}), JSON.stringify(true));
console.log(JSON.stringify(new Map([[1, 2]])), JSON.stringify(new Set([1])), JSON.stringify(/re/), JSON.stringify(new Error("e")), JSON.stringify([, 1]), JSON.stringify({ [1]: 1, b: 2, 0: 0 }));
console.log(JSON.stringify("\u2028\u2029\ud800"), JSON.stringify({ "key with space": 1, "": 2 }), JSON.stringify(Object.create({ inh: 1 })));
