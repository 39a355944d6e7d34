function chunk<T>(xs: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < xs.length; i += size) out.push(xs.slice(i, i + size));
  return out;
}
const jobs = Array.from({ length: 7 }, (_, i) => i + 1);
const done: number[] = [];
for (const group of chunk(jobs, 3)) {
  const rs = await Promise.all(group.map(async (j) => j * j));
  done.push(...rs);
}
console.log(done);
