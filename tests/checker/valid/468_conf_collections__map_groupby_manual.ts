// Grouping records into a Map of arrays, then summarising with entries and reduce.
const sales = [{ r: "north", v: 10 }, { r: "south", v: 5 }, { r: "north", v: 7 }, { r: "east", v: 1 }, { r: "south", v: 3 }];
const byRegion = new Map<string, number[]>();
for (const { r, v } of sales) byRegion.set(r, [...(byRegion.get(r) ?? []), v]);
const totals = [...byRegion].map(([r, vs]) => [r, vs.reduce((a, b) => a + b, 0)] as const).sort((a, b) => b[1] - a[1]);
console.log(byRegion, totals, new Map(totals));
