// %o shows more depth and hidden details compared to %O and plain inspect.
const o = { a: [1, 2, 3], n: { m: { k: { j: 1 } } } };
console.log("%O", o);
console.log("%o", [1, "s"]);
console.log("%o", "str", 42);
console.log(o);
