type Dir = "l" | "r";
async function main() {
  const a: Dir = await Promise.resolve("l");
  const b: Dir[] = await Promise.all([Promise.resolve("l"), Promise.resolve("r")]);
  const c: Dir = await new Promise((res) => res("r"));
  const d: { d: Dir } = await Promise.resolve({ d: "l" });
  const e: Dir = await (async () => "l" as const)();
  console.log(a, b, c, d, e);
}
class Cache<V> {
  private m = new Map<string, V>();
  getOr(k: string, f: () => V): V { const v = this.m.get(k) ?? f(); this.m.set(k, v); return v; }
  async load<R extends V>(k: string, f: () => Promise<R>): Promise<R> { const v = await f(); this.m.set(k, v); return v; }
}
const cache = new Cache<Dir>();
const g: Dir = cache.getOr("x", () => "l");
const arrowDir: () => Dir = () => (Math.random() > 2 ? "l" : "r");
const tern: Dir = Math.random() > 2 ? cache.getOr("a", () => "r") : "l";
const sat = { up: "l", down: "r" } satisfies Record<string, Dir>;
const sd: Dir = sat.up;
main();
console.log(g, arrowDir(), tern, sd, cache.load("k", async () => "r" as const));
