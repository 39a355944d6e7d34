const counts: Record<string, number> = {};
const letters = "abca".split("");
for (const l of letters) {
  counts[l] = String((counts[l] ?? 0) + 1);
}
