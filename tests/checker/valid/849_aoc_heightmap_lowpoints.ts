const hm = ["2199943210", "3987894921"].map((r) => r.split("").map(Number));
const low: number[] = [];
hm.forEach((row, y) => row.forEach((h, x) => {
  const ns = [hm[y - 1]?.[x], hm[y + 1]?.[x], row[x - 1], row[x + 1]].filter((n): n is number => n !== undefined);
  if (ns.every((n) => n > h)) low.push(h + 1);
}));
console.log(low.reduce((a, b) => a + b, 0));
