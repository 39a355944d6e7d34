// console.log of Map and Set: empty, nested, long, with object keys, inside objects.
console.log(new Map(), new Set(), new Map([[{ a: 1 }, [1, 2]], ["k", new Map([[1, new Set([2])]])]]));
console.log({ m: new Map([["x", { deep: { deeper: { deepest: 1 } } }]]) });
console.log(new Set(Array.from({ length: 30 }, (_, i) => i)));
console.log(new Map(Array.from({ length: 5 }, (_, i) => [`key${i}`, `value number ${i}`])));
console.log([new Set(["a"]), new Map([[1, "b"]])], new Map([[undefined, null]]));
