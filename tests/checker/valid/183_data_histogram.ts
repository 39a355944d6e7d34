const ages = [23, 35, 41, 29, 62, 18, 33];
const buckets: Record<string, number> = {};
for (const a of ages) {
  const lo = Math.floor(a / 10) * 10;
  const key = `${lo}-${lo + 9}`;
  buckets[key] = (buckets[key] ?? 0) + 1;
}
console.log(Object.entries(buckets).sort(([x], [y]) => x.localeCompare(y)));
