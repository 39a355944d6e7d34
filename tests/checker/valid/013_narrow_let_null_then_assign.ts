let best: { name: string; score: number } | null = null;
for (const c of [
  { name: "a", score: 3 },
  { name: "b", score: 7 },
]) {
  if (best === null || c.score > best.score) {
    best = c;
  }
}
if (best) console.log(best.name);
