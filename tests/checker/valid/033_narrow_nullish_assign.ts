const counts: Record<string, number> = {};
for (const w of "a b a c b a".split(" ")) {
  counts[w] ??= 0;
  counts[w] += 1;
}
console.log(counts);
