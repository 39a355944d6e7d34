// Formatting tables with padStart/padEnd and toFixed.
const rows: [string, number][] = [["apples", 1.5], ["kiwis", 12.25], ["watermelons", 120]];
const w = Math.max(...rows.map(([n]) => n.length));
for (const [n, p] of rows) console.log(`${n.padEnd(w, ".")} ${p.toFixed(2).padStart(8)}`);
console.log("-".repeat(w + 9), `${"total".padEnd(w)} ${rows.reduce((s, [, p]) => s + p, 0).toFixed(2).padStart(8)}`);
