// Errors thrown inside callbacks of built-ins propagate out unchanged.
const cases: [string, () => unknown][] = [
  ["map", () => [1, 2].map((x) => { if (x === 2) throw new RangeError("in map"); return x; })],
  ["sort", () => [3, 1, 2].sort(() => { throw new TypeError("in sort"); })],
  ["replace", () => "abc".replace(/b/, () => { throw new Error("in replace"); })],
  ["JSON reviver", () => JSON.parse("[1]", () => { throw new SyntaxError("in reviver"); })],
  ["Map forEach", () => new Map([[1, 1]]).forEach(() => { throw new Error("in forEach"); })],
  ["getter", () => ({ get x(): number { throw new Error("in getter"); } }).x],
];
for (const [name, f] of cases) {
  try { f(); } catch (e) { console.log(name, "->", (e as Error).name, (e as Error).message); }
}
