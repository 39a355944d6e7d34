const tags = new Set<string>();
const ids = [42, 7, 42];
for (const id of ids) {
  tags.add(id);
}
console.log([...tags]);
