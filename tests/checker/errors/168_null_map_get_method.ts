const groups = new Map<string, string[]>();
const pairs = [["a", "x"], ["b", "y"], ["a", "z"]];
for (const [k, v] of pairs) {
  if (!groups.has(k)) groups.set(k, []);
  groups.get(k).push(v);
}
