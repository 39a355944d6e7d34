// Stability of sort for many equal keys (merge of several runs).
const items = Array.from({ length: 200 }, (_, i) => ({ k: (i * 7) % 5, i }));
const sorted = items.slice().sort((a, b) => a.k - b.k);
let stable = true;
for (let j = 1; j < sorted.length; j++) if (sorted[j].k === sorted[j - 1].k && sorted[j].i < sorted[j - 1].i) stable = false;
console.log(stable, sorted.slice(0, 8).map((x) => x.i), sorted.slice(-5).map((x) => `${x.k}:${x.i}`));
console.log(["b", "a", "B", "A", "c"].sort((x, y) => x.toLowerCase().localeCompare(y.toLowerCase())));
