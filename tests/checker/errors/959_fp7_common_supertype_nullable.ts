function either<T>(a: T, b: T): T { return Math.random() > 2 ? a : b; }
const a = either(1, "x");
const b = either(null, 1);
const c: string = either(null, "s");
const d = either({ x: 1 }, { y: "a" });
const e: { x: number } = either({ x: 1 }, { x: 2, y: 3 });
const f: number = either(undefined, 2);
console.log(a, b, c, d, e, f);
