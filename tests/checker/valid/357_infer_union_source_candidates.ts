// Inference from several candidates (issue 15): a union source infers from each member, and the
// candidates' common supertype wins over a literal fallback (T = string, not "none").
type Result<T> = { ok: true; value: T } | { ok: false; error: string };
function unwrapOr<T>(r: Result<T>, fallback: T): T {
  return r.ok ? r.value : fallback;
}
function parse(s: string): Result<number> {
  const n = Number(s);
  return Number.isNaN(n) ? { ok: false, error: "not a number" } : { ok: true, value: n };
}
function lookup(k: string): Result<string> {
  return k ? { ok: true, value: k.toUpperCase() } : { ok: false, error: "empty" };
}
const n = unwrapOr(parse("42"), -1);
const s = unwrapOr(lookup("a"), "none");
const label: string = unwrapOr(lookup(""), "none");
function firstOr<T>(xs: T[] | undefined, d: T): T {
  return xs && xs.length ? xs[0] : d;
}
const f = firstOr(["x", "y"], "z");
const g = firstOr([1, 2], 0);
console.log(n.toFixed(1), s.toLowerCase(), label, f.length, g + 1);
