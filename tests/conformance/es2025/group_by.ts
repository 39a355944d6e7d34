// Object.groupBy and Map.groupBy (ES2024). node 20 lacks them: the expected output comes from
// tests/conformance/spec-polyfills.cjs, which follows ECMA-262's GroupBy steps.
const inventory = [
  { name: "asparagus", type: "vegetables", quantity: 5 },
  { name: "bananas", type: "fruit", quantity: 0 },
  { name: "goat", type: "meat", quantity: 23 },
  { name: "cherries", type: "fruit", quantity: 5 },
];
const byType = Object.groupBy(inventory, ({ type }) => type);
console.log(byType);
console.log(Object.getPrototypeOf(byType), Object.keys(byType));
console.log(Object.groupBy([1, 2, 3, 4, 5, 6], (n, i) => (n % 2 ? "odd" : "even") + (i < 3 ? "<3" : "")));
// keys become property keys: numbers and booleans as strings, integer keys first
console.log(Object.groupBy([10, 2, 33, 4], (n) => n % 3));
console.log(Object.groupBy("hello", (ch) => ch === "l"));
const byStock = Map.groupBy(inventory, ({ quantity }) => (quantity < 6 ? "restock" : "sufficient"));
console.log(byStock, byStock.get("restock")?.length);
// Map keys keep their identity; -0 becomes +0
const k1 = { k: 1 };
console.log(Map.groupBy([1, 2, 3], (n) => (n === 2 ? k1 : 0)).get(k1), Map.groupBy([-0, 0], (x) => x));
console.log(Map.groupBy(new Set(["a", "bb", "cc", "d"]), (s) => s.length));
console.log(Object.groupBy([], (x) => x), Map.groupBy([], (x) => x).size);
try { Object.groupBy(null as any, (x) => x); } catch (e) { console.log(e instanceof TypeError); }
try { Map.groupBy([1], "nope" as any); } catch (e) { console.log(e instanceof TypeError); }
try { Object.groupBy([1, 2], (x) => { if (x === 2) throw new RangeError("stop at " + x); return "a"; }); } catch (e) { console.log((e as Error).message); }
