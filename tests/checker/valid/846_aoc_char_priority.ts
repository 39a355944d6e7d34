const sacks = ["vJrwpWtwJgWrhcsFMMfFFhFp", "jqHRNqRjqzjGDLGLrsFMfFZSrLrFZsSL"];
const priority = (c: string): number => {
  const code = c.charCodeAt(0);
  return code >= 97 ? code - 96 : code - 38;
};
let total = 0;
for (const s of sacks) {
  const left = new Set(s.slice(0, s.length / 2));
  const common = [...s.slice(s.length / 2)].find((c) => left.has(c));
  if (common) total += priority(common);
}
console.log(total);
