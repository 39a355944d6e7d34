// Indentation: numbers clamp to 10, strings truncate to 10 chars, empty containers stay compact.
const v = { a: [1, { b: 2 }, []], c: {}, d: "x" };
console.log(JSON.stringify(v, null, 2));
console.log(JSON.stringify(v, null, "--"));
console.log(JSON.stringify([1, [2]], null, 20) === JSON.stringify([1, [2]], null, 10), JSON.stringify({ a: 1 }, null, "abcdefghijklmnop"));
console.log(JSON.stringify({ a: 1 }, null, 0), JSON.stringify({ a: 1 }, null, -1), JSON.stringify({ a: 1 }, null, ""), JSON.stringify([1], null, 1.9));
