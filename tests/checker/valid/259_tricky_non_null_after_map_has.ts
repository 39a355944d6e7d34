const groups = new Map<string, number[]>();
for (const [k, v] of [["a", 1], ["a", 2], ["b", 3]] as const) {
  if (!groups.has(k)) groups.set(k, []);
  groups.get(k)!.push(v);
}
console.log([...groups]);
