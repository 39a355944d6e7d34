// join on nested arrays, large arrays, and arrays containing null/undefined/objects.
console.log(Array.from({ length: 20 }, (_, i) => i).join(""), [[1, 2], [3, [4, 5]]].join(";"), [null, [undefined, [null]]].join("-"));
console.log([{ a: 1 }, [], "x"].join(), ["a", "b"].join(", "), [1.5, -0, 1e21].join(" "));
