const records: { name: string; score: number }[] = inputs.records ?? [];
const ranked = [...records].sort((a, b) => b.score - a.score).slice(0, 3);
for (const [i, r] of ranked.entries()) {
  console.log(`${i + 1}. ${r.name} (${r.score})`);
}
