// Array.from with array-likes, iterables, map functions, strings and Sets.
console.log(Array.from({ length: 3 }), Array.from({ length: 3 }, (_, i) => i * i), Array.from({ length: 2, 0: "a", 1: "b" }));
console.log(Array.from("a😀"), Array.from(new Set([1, 1, 2])), Array.from(new Map([[1, 2]])), Array.from([1, , 3]));
console.log(Array.from([1, 2], function (this: any, x) { return x * this.k; }, { k: 10 }));
console.log(Array.from({ length: -1 } as any), Array.from({} as any), Array.from(5 as any));
try { Array.from(null as any); } catch (e) { console.log((e as Error).message); }
