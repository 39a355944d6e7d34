// A union instantiated from a generic alias prints with the alias's name (tsc: instantiateType
// passes the alias on), as models hit it reading `.value` of a settled result without narrowing.
type Ok<T> = { ok: true; value: T };
type Err = { ok: false; error: string };
type Result<T> = Ok<T> | Err;
type Maybe<T> = T | undefined;

const results = await Promise.allSettled([1, 2, 3].map(async (n) => n * 2));
console.log(results[0].value);
results.forEach((r) => console.log(r.reason));

function parse(s: string): Result<number> {
  const n = Number(s);
  return Number.isNaN(n) ? { ok: false, error: `bad ${s}` } : { ok: true, value: n };
}
const r = parse("4");
console.log(r.value.toFixed(1));
const label: Maybe<string> = r.ok ? String(r.value) : undefined;
console.log(label.length);
