const seen = new Map<string, number[]>();
const pts: Array<[number, number]> = [[0, 9], [5, 9], [0, 9], [2, 2]];
pts.forEach(([x, y], i) => {
  const key = `${x},${y}`;
  const list = seen.get(key) ?? [];
  list.push(i);
  seen.set(key, list);
});
const dup = [...seen.entries()].filter(([, v]) => v.length > 1).map(([k]) => k);
console.log(dup);
