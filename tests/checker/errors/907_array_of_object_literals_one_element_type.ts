// An array of object literals of one shape has one element type (tsc's subtype reduction keeps one
// of the identical members): `{ name: string; }[]`, not `({ name: string; } | { name: string; })[]`.
const people = [{ name: "Bea", age: 31 }, { name: "Ali", age: 27 }, { name: "Cem", age: 45 }];
people.sort((a, b) => a.name > b.name);
const names = people.map((p) => p.nam);
const pick = Math.random() > 0.5 ? { id: 1, tags: ["a"] } : { id: 2, tags: ["b", "c"] };
const count: number = pick;
console.log(names, count);
