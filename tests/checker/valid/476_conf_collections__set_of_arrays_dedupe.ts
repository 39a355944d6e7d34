// Deduplication by value via JSON keys; Set of strings preserves first-seen order.
const rows = [[1, 2], [2, 1], [1, 2], [3]];
const seen = new Set<string>();
const unique = rows.filter((r) => { const k = JSON.stringify(r); if (seen.has(k)) return false; seen.add(k); return true; });
console.log(unique, seen, [...new Set("banana")].join(""));
