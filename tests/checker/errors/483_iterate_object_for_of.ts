const totals: Record<string, number> = { x: 1 };
for (const t of totals) {
  console.log(t);
}
