// `x && { ... }` keeps of x only what is definitely falsy ("" for a string, 0 for a number, 0n for
// a bigint, false, null, undefined: tsc's extractDefinitelyFalsyTypes), so it can be spread.
interface Opts { label?: string; limit?: number; verbose?: boolean; seed?: bigint }
function build(o: Opts) {
  return {
    kind: "query",
    ...(o.label && { label: o.label.trim() }),
    ...(o.limit && { limit: Math.min(o.limit, 100) }),
    ...(o.verbose && { verbose: true }),
    ...(o.seed && { seed: o.seed.toString() }),
  };
}
const q = build({ label: " top ", limit: 500, verbose: false });
const name = "" as string;
const tag = name && name.toUpperCase();
const len: "" | number = name && name.length;
console.log(JSON.stringify(q), JSON.stringify(build({})), tag.length, len);
