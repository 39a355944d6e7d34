// Agent-script idioms: ??= grouping, findLast/findLastIndex, Array.isArray narrowing of unions, switch (true), parameter destructuring defaults, matchAll groups, Intl, as const satisfies, labelled break, reduce into a Map.
type Row = { id: number; kind: "a" | "b"; tags?: string[]; meta: Record<string, unknown> };
const rows: Row[] = [
  { id: 1, kind: "a", meta: { score: 3 } },
  { id: 2, kind: "b", tags: ["x"], meta: {} },
];
const byKind: Record<string, Row[]> = {};
for (const r of rows) (byKind[r.kind] ??= []).push(r);
const last = rows.findLast((r) => r.kind === "a");
const lastIdx = rows.findLastIndex((r) => (r.tags?.length ?? 0) > 0);
console.log(Object.keys(byKind), last?.id, lastIdx);
function describe(x: string | number[] | { n: number }): string {
  if (Array.isArray(x)) return x.map((n) => n.toFixed(0)).join();
  if (typeof x === "object") return `n=${x.n}`;
  return x.toUpperCase();
}
console.log(describe("a"), describe([1]), describe({ n: 2 }));
function grade(score: number): string {
  switch (true) {
    case score >= 90:
      return "A";
    case score >= 80:
      return "B";
    default:
      return "C";
  }
}
console.log(grade(85));
function area({ w = 1, h = w, unit = "px" }: { w?: number; h?: number; unit?: string } = {}): string {
  return `${w * h}${unit}`;
}
console.log(area(), area({ w: 2 }));
const text = "a=1;b=22;c=333";
for (const m of text.matchAll(/(?<key>\w)=(?<val>\d+)/g)) {
  const { key, val } = m.groups ?? {};
  console.log(key?.toUpperCase(), Number(val) + 1, m.index);
}
const fmt = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });
console.log(fmt.format(12.5));
const config = { retries: 3, mode: "fast" } as const satisfies Record<string, string | number>;
const mode: "fast" = config.mode;
console.log(mode, config.retries + 1);
outer: for (const r of rows) {
  for (const t of r.tags ?? []) {
    if (t === "x") break outer;
  }
}
const score = rows[0]?.meta["score"];
if (typeof score === "number") console.log(score.toFixed(1));
const merged = rows.reduce<Map<string, number>>((m, r) => m.set(r.kind, (m.get(r.kind) ?? 0) + r.id), new Map());
console.log([...merged].map(([k, v]) => `${k}:${v}`));
const dayMs = 24 * 60 * 60 * 1000;
const later = new Date(Date.UTC(2024, 0, 1) + 3 * dayMs);
console.log(later.toISOString().slice(0, 10), String.raw`a\n${1}`);
const maybeFn: ((n: number) => number) | undefined = Math.random() > 2 ? undefined : (n) => n + 1;
console.log(maybeFn?.(1) ?? 0);
const ids = new Set(rows.map(({ id }) => id));
const missing = [1, 2, 3].filter((i) => !ids.has(i));
console.log(missing);
