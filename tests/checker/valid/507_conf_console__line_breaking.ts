// When inspect breaks objects and arrays over lines: 72/80 character limits and nesting.
console.log({ a: "x".repeat(30), b: "y".repeat(30) });
console.log({ a: "x".repeat(30), b: "y".repeat(40) });
console.log({ short: 1, list: [1, 2, 3], nested: { deep: true, also: "yes" }, more: "some text here" });
console.log({ k1: "value one", k2: "value two", k3: "value three", k4: "value four", k5: "value 5" });
console.log([{ id: 1, name: "first item" }, { id: 2, name: "second item" }, { id: 3, name: "third" }]);
console.log({ arr: ["alpha", "beta", "gamma", "delta", "epsilon", "zeta", "eta", "theta", "iota"] });
console.log("prefix text", { a: 1, b: "a fairly long string value", c: [1, 2, 3], d: { e: "nested" } });
