type Entry = { key: string; value?: number };
function total(entries: Entry[]): number {
  let sum = 0;
  for (const e of entries) {
    sum += e.value * 1;
  }
  const label: number = `sum=${sum}`;
  return sum;
}
