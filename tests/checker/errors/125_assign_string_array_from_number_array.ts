const ids = [1, 2, 3];
const names: string[] = ids;
for (const n of names) {
  console.log(n.toUpperCase());
}
