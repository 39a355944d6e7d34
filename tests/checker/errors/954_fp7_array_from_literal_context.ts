type Dir = "l" | "r";
const a: Array<Dir> = Array.from(["x"]);
const b: Dir[] = Array.from(["l", "r", "u"]);
const d: ArrayLike<Dir> = { length: 1, 0: "l" };
console.log(a, b, d);
