// flatMap's callback returning `cond ? [x] : []`: U is inferred from [x] (the `[]` contextually
// typed by U | ReadonlyArray<U> says nothing about U).
interface Entry { at: Date; level: "INFO" | "WARN"; message: string }
const parsed: { line: number; entry: Entry | null }[] = [
  { line: 1, entry: { at: new Date(0), level: "INFO", message: "start" } },
  { line: 2, entry: null },
];
const entries = parsed.flatMap((p) => (p.entry ? [p.entry] : []));
console.log(entries.map((e) => e.level), entries[0].at.getTime());
const points = [1, 2, 3].flatMap((n) => (n % 2 ? [{ x: n, y: n * n }] : []));
console.log(points[0].y);
const words = ["a b", "", "c"].flatMap((s) => { if (!s) return []; return s.split(" ").map((w) => ({ w })); });
console.log(words.map((o) => o.w).join(""));
