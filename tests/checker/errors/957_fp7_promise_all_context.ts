type Shape = { kind: "circle"; r: number } | { kind: "square"; side: number };
const nums = [1, 2, 3];
const a: Promise<Shape[]> = Promise.all(nums.map(async (n) => ({ kind: "circle", r: n })));
const c: Promise<[number, string]> = Promise.all([Promise.resolve(1), "x"]);
const d: Promise<[number, string]> = Promise.all([Promise.resolve("1"), "x"]);
const e: Promise<number[]> = Promise.all(nums.map(async (n) => String(n)));
console.log(a, c, d, e);
