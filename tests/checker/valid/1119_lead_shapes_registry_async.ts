abstract class Shape {
  static #count = 0;
  readonly id: number;
  constructor(public readonly name: string) { this.id = ++Shape.#count; }
  abstract area(): number;
  get label(): string { return `${this.name}#${this.id}`; }
  toString() { return `${this.label}(${this.area().toFixed(2)})`; }
  static get created() { return Shape.#count; }
}
class Circle extends Shape {
  constructor(private r: number) { super("circle"); }
  override area() { return Math.PI * this.r ** 2; }
}
class Rect extends Shape {
  #w: number; #h: number;
  constructor(w: number, h: number) { super("rect"); this.#w = w; this.#h = h; }
  area() { return this.#w * this.#h; }
  scale(k: number): this { this.#w *= k; this.#h *= k; return this; }
  static square(s: number) { return new Rect(s, s); }
}
class Registry<K extends string, V extends { id: number }> {
  private items = new Map<K, V[]>();
  add(key: K, ...vs: V[]): this {
    this.items.set(key, [...(this.items.get(key) ?? []), ...vs]);
    return this;
  }
  get(key: K): readonly V[] { return this.items.get(key) ?? []; }
  *[Symbol.iterator](): IterableIterator<[K, V]> {
    for (const [k, vs] of this.items) for (const v of vs) yield [k, v];
  }
  byId(id: number): V | undefined {
    for (const [, v] of this) if (v.id === id) return v;
    return undefined;
  }
}
const reg = new Registry<"round" | "angular", Shape>()
  .add("round", new Circle(1), new Circle(2.5))
  .add("angular", Rect.square(3).scale(2), new Rect(2, 5));
for (const [k, s] of reg) console.log(k, String(s));
console.log(Shape.created, reg.byId(3)?.label ?? "none", reg.get("round").length);
const total = [...reg].reduce((sum, [, s]) => sum + s.area(), 0);
console.log(total.toFixed(1));
const sleep = (ms: number) => new Promise<void>((res) => setTimeout(res, ms));
async function withTimeout<T>(p: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, rej) => { timer = setTimeout(() => rej(new Error(`timeout after ${ms}ms`)), ms); });
  try { return await Promise.race([p, timeout]); } finally { clearTimeout(timer); }
}
async function measure(s: Shape, delay: number): Promise<{ label: string; area: number }> {
  await sleep(delay);
  if (s.area() > 100) throw new RangeError(`${s.label} too big`);
  return { label: s.label, area: Math.round(s.area()) };
}
const results = await Promise.allSettled([...reg].map(([, s], i) => withTimeout(measure(s, i * 30), 70)));
for (const r of results) console.log(r.status === "fulfilled" ? `ok ${r.value.label} ${r.value.area}` : `fail ${(r.reason as Error).message}`);
