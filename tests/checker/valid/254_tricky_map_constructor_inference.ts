const m = new Map([
  ["one", 1],
  ["two", 2],
]);
const s = new Set(["x", "y"]);
console.log(m.get("two")! + 1, s.has("x"));
