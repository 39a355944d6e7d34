// Whole program (issue 15, sixth pass: agent data work and type-level TypeScript).
type Ev = { type: "click"; x: number; y: number } | { type: "key"; key: string } | { type: "scroll"; dy: number };
type EvType = Ev["type"];
type ByType = { [T in EvType]: Extract<Ev, { type: T }> };

function on<T extends EvType>(type: T, handler: (e: ByType[T]) => string) {
  return { type, handler };
}
const handlers = [
  on("click", (e) => `click@${e.x},${e.y}`),
  on("key", (e) => `key ${e.key}`),
  on("scroll", (e) => `scroll ${e.dy > 0 ? "down" : "up"}`),
];
const events: Ev[] = [
  { type: "key", key: "a" },
  { type: "click", x: 1, y: 2 },
  { type: "scroll", dy: -3 },
  { type: "key", key: "Enter" },
];
for (const e of events) {
  const h = handlers.find((h) => h.type === e.type);
  console.log(h ? (h.handler as (e: Ev) => string)(e) : "unhandled");
}
const counts = events.reduce((m, e) => ({ ...m, [e.type]: (m[e.type] ?? 0) + 1 }), {} as Partial<Record<EvType, number>>);
console.log(counts);
function make<T extends EvType>(type: T, rest: Omit<ByType[T], "type">): ByType[T] {
  return { type, ...rest } as ByType[T];
}
const ck = make("click", { x: 5, y: 6 });
console.log(ck.x + ck.y, make("key", { key: "z" }).key);
