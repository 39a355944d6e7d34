class AppError extends Error {
  constructor(message: string, public readonly code: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "AppError";
  }
}
function risky(n: number): number {
  if (n > 2) throw new AppError("too big", "E_BIG", { cause: new RangeError("n > 2") });
  return n * 2;
}
for (const n of [1, 3]) {
  try { console.log(risky(n)); }
  catch (e) {
    if (e instanceof AppError) console.log(e.name, e.code, e.message, (e.cause as Error).message);
    else throw e;
  }
}
class Range implements Iterable<number> {
  constructor(private readonly start: number, private readonly end: number, private readonly step = 1) {}
  *[Symbol.iterator](): Iterator<number> { for (let i = this.start; i < this.end; i += this.step) yield i; }
}
console.log([...new Range(0, 10, 3)]);
function* fibGen(): Generator<number, void, unknown> { let [a, b] = [0, 1]; while (true) { yield a; [a, b] = [b, a + b]; } }
const firstTen: number[] = [];
for (const f of fibGen()) { if (firstTen.length >= 10) break; firstTen.push(f); }
console.log(firstTen.join(" "));
async function* pages(n: number): AsyncGenerator<string[]> { for (let i = 0; i < n; i++) yield [`p${i}a`, `p${i}b`]; }
const collected: string[] = [];
for await (const page of pages(3)) collected.push(...page);
console.log(collected.length, collected.at(-1));
const html = (strings: TemplateStringsArray, ...values: unknown[]) => strings.reduce((acc, s, i) => acc + s + (i < values.length ? String(values[i]).replace(/</g, "&lt;") : ""), "");
console.log(html`<p>${"<b>"}</p>`);
type Attrs = { [key: `data-${string}`]: string };
const attrs: Attrs = { "data-id": "1", "data-role": "x" };
console.log(Object.keys(attrs).length);
type Mutable<T> = { -readonly [K in keyof T]: T[K] };
const frozen = { a: 1, b: 2 } as const;
const thawed: Mutable<typeof frozen> = { ...frozen };
console.log(thawed);
type Req = Required<{ a?: number; b?: string }>;
const r: Req = { a: 1, b: "x" };
console.log(r.a + r.b.length);
outer: for (let i = 0; i < 3; i++) { for (let j = 0; j < 3; j++) { if (i * j === 2) { console.log("found", i, j); break outer; } } }
function grade(score: number): string {
  switch (true) { case score >= 90: return "A"; case score >= 80: return "B"; default: return "C"; }
}
console.log([95, 85, 10].map(grade).join(""));
const m = new Map<string, number[]>([["a", [1, 2]], ["b", [3]]]);
const flat = Array.from(m.values()).flat();
console.log(flat, Math.max(...flat));
const el = document_like()!;
function document_like(): { id: string } | null { return { id: "root" }; }
console.log(el.id);
const clone = structuredClone({ d: new Date(0), s: new Set([1]) });
console.log(clone.d.getTime(), clone.s.has(1));
