// Objects with numeric-like and unusual keys, getters, and nested arrays of objects.
console.log({ 0: "a", 1: "b", length: 2 }, { "-1": 1, "1.5": 2, "1e3": 3 }, { constructor: 1, __proto__x: 2 });
console.log([{ id: 1, tags: ["a"] }, { id: 2, tags: [] }], [[{ x: [1, 2] }]]);
