// Contextual typing through overloaded generics (issue 15): reduce with a seed over
// Object.values / Object.entries / Object.keys of a Record.
const revenue: Record<string, number> = { north: 10, south: 32 };
const total = Object.values(revenue).reduce((a, b) => a + b, 0);
const biggest = Object.entries(revenue).reduce((best, [k, v]) => (v > best.v ? { k, v } : best), { k: "", v: -Infinity });
const names = Object.keys(revenue).reduce((acc, k) => acc + k.length, 0);
const byLen = Object.values(revenue).reduce<Record<string, number>>((acc, v) => {
  acc[String(v)] = v;
  return acc;
}, {});
const sum2 = Object.values(revenue).reduce((a, b) => a + b);
const counts = new Map<string, number>();
for (const [k, v] of Object.entries(revenue)) counts.set(k, (counts.get(k) ?? 0) + v);
const avg = [...counts.values()].reduce((a, b) => a + b, 0) / Math.max(counts.size, 1);
console.log(total.toFixed(2), biggest.k, names, byLen, sum2, avg);
