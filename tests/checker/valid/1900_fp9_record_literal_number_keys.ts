// Record over number literal keys and mixed index/literal keys, read, written and iterated.
type Level = 1 | 2 | 3;
const names: Record<Level, string> = { 1: "low", 2: "mid", 3: "high" };
const pick = (n: number): Level => (n > 10 ? 3 : n > 5 ? 2 : 1);
console.log(names[pick(7)].toUpperCase(), names[2]);
for (const k of [1, 2, 3] as const) console.log(k, names[k].length);
const counts: Record<Level, number> = { 1: 0, 2: 0, 3: 0 };
for (const x of [1, 4, 8, 12, 20]) counts[pick(x)]++;
console.log(Object.entries(counts).map(([k, v]) => `${names[Number(k) as Level]}:${v}`).join(" "));
const mixed: Record<number | "total", number> = { total: 0 };
for (const x of [3, 3, 9]) {
  mixed[x] = (mixed[x] ?? 0) + 1;
  mixed.total += 1;
}
console.log(mixed.total, mixed[3]);
const buckets: Record<string | number, string[]> = {};
(buckets[1] ??= []).push("a");
(buckets["x"] ??= []).push("b");
console.log(Object.values(buckets).map((v) => v.join("+")).join(","));
const partial: Partial<Record<Level, number>> = { 2: 5 };
console.log(partial[1] ?? 0, partial[2]);
const status: Record<200 | 404 | 500, string> = { 200: "OK", 404: "Not Found", 500: "Server Error" };
const code = 404 as keyof typeof status;
console.log(status[code], Object.keys(status).map(Number).reduce((a, b) => a + b, 0));
