// Maps holding arrays and objects: updating in place, grouping, and converting to JSON.
const groups = new Map<string, string[]>();
for (const w of ["apple", "bob", "avocado", "bee", "cat"]) {
  const k = w[0];
  if (!groups.has(k)) groups.set(k, []);
  groups.get(k)!.push(w);
}
console.log(groups, JSON.stringify([...groups]), JSON.stringify(Object.fromEntries(groups)));
