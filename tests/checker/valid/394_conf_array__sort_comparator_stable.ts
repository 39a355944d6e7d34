// Sort with comparators: stability for equal keys, numeric order, descending, NaN-returning comparator.
const people = [
  { n: "a", age: 30 }, { n: "b", age: 25 }, { n: "c", age: 30 }, { n: "d", age: 25 }, { n: "e", age: 30 },
  { n: "f", age: 20 }, { n: "g", age: 25 }, { n: "h", age: 30 }, { n: "i", age: 20 }, { n: "j", age: 25 },
  { n: "k", age: 30 }, { n: "l", age: 20 },
];
console.log(people.sort((x, y) => x.age - y.age).map((p) => p.n).join(""));
console.log([5, 1, 10, 2].sort((a, b) => a - b), [5, 1, 10, 2].sort((a, b) => b - a), [3, 1, 2].sort(() => 0));
console.log([3, 1, 2].sort((a, b) => (a < b ? -1 : 1)), [1, 2, 3].sort(() => NaN), ["B", "a", "C"].sort((a, b) => a.toLowerCase() < b.toLowerCase() ? -1 : 1));
const many = Array.from({ length: 40 }, (_, i) => ({ k: i % 3, i }));
console.log(many.sort((a, b) => a.k - b.k).map((x) => x.i).join(","));
try { [1, 2].sort("x" as any); } catch (e) { console.log((e as Error).message); }
