// console.log of typical records: arrays of objects, objects of arrays, mixed values.
const people = [
  { name: "Ann", age: 31, tags: ["admin"] },
  { name: "Ben", age: 25, tags: [] },
  { name: "Cy", age: 47, tags: ["ops", "oncall"] },
];
console.log(people);
console.log(people.map((p) => p.name));
console.log({ count: people.length, names: people.map((p) => p.name), oldest: people[2] });
const grouped: { [k: string]: string[] } = {};
for (const p of people) {
  const bucket = p.age >= 30 ? "30+" : "under30";
  if (!grouped[bucket]) grouped[bucket] = [];
  grouped[bucket].push(p.name);
}
console.log(grouped);
console.log([[1, "a"], [2, "b"]], [{ x: [{ y: [{ z: 1 }] }] }]);
console.log(Object.entries({ a: 1, b: [2, 3] }));
console.log({ level1: { level2: { level3: { level4: "hidden" } }, sibling: [1, [2, [3, [4]]]] } });
const summary = {
  total: 1234.5,
  currency: "EUR",
  lines: [
    { sku: "A-1", qty: 2, unit: 100 },
    { sku: "B-22", qty: 1, unit: 1034.5 },
  ],
  paid: false,
  notes: null,
};
console.log(summary);
console.log(JSON.stringify(summary));
