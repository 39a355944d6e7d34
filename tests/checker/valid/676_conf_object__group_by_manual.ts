// Grouping and counting with reduce and objects (common data-processing idioms).
const words = ["apple", "avocado", "banana", "blueberry", "cherry", "apricot"];
const byLetter = words.reduce<Record<string, string[]>>((acc, w) => { (acc[w[0]] ??= []).push(w); return acc; }, {});
console.log(byLetter);
const counts: Record<string, number> = {};
for (const ch of "mississippi") counts[ch] = (counts[ch] ?? 0) + 1;
console.log(counts, Object.entries(counts).sort((x, y) => y[1] - x[1] || x[0].localeCompare(y[0])));
