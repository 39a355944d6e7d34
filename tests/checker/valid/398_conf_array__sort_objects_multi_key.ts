// Multi-key sorting with localeCompare and numeric tiebreaks; stable for equal keys.
const rows = [
  { dept: "eng", name: "zoe", age: 30 }, { dept: "ops", name: "al", age: 25 }, { dept: "eng", name: "bob", age: 30 },
  { dept: "eng", name: "amy", age: 22 }, { dept: "ops", name: "cy", age: 25 }, { dept: "hr", name: "dee", age: 40 },
];
const sorted = rows.toSorted((a, b) => a.dept.localeCompare(b.dept) || b.age - a.age);
console.log(sorted.map((r) => `${r.dept}/${r.age}/${r.name}`).join(" "));
console.log(rows.map((r) => r.name).join(","));
