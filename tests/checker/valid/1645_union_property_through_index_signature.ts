// A property read on a union where some members have it and others only an index signature is
// the union of the property and index types (tsc's createUnionOrIntersectionProperty), e.g.
// `cfg.meta ?? { source: "default" }` read as `.source`.
interface Cfg { meta?: Record<string, string>; weights?: { [k: string]: number } }
function describe(cfg: Cfg): string {
  const meta = cfg.meta ?? { source: "default" };
  const w = cfg.weights ?? { base: 1, bonus: 0 };
  return `${meta.source.toUpperCase()} ${(w.base * 2 + w.bonus).toFixed(1)}`;
}
type Headers = Record<string, string> | { "content-type": string; length: number };
function len(h: Headers): string | number {
  return h.length;
}
console.log(describe({}), describe({ meta: { source: "api" }, weights: { base: 2, bonus: 0.5 } }), len({ length: "3" }));
