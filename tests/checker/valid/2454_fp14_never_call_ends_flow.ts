// A call statement of a function declared to return `never` ends the flow: narrowing after
// `if (!x) fail(...)` and no missing return (tsc's getEffectsSignature).
function fail(message: string): never {
  throw new Error(message);
}
function parsePort(raw: string | undefined): number {
  if (raw === undefined) fail("no port");
  const n = Number(raw.trim());
  if (Number.isNaN(n)) {
    fail("not a number: " + raw);
  }
  return n;
}
function pick(xs: number[], report: (msg: string) => never): number {
  if (xs.length > 0) return xs[0];
  report("empty");
}
console.log(parsePort(" 8080 "), pick([3], fail));
