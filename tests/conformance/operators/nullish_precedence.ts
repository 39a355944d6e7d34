// ?? with || and && requires parentheses; ?? returns the left side for falsy non-nullish values.
const z = 0, e = "", f = false, n = null, u = undefined;
console.log(z ?? 1, e ?? 1, f ?? 1, n ?? 1, u ?? 1, n ?? u ?? "last", (n || z) ?? "x", n ?? (z || "y"));
let calls = 0;
const side = () => ++calls;
console.log(1 ?? side(), n ?? side(), calls);
console.log(typeof (n ?? undefined), [null, 0, undefined, ""].map((x) => x ?? "D"));
