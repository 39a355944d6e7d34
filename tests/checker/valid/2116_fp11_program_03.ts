type Ok<T> = { ok: true; value: T };
type Err = { ok: false; error: string };
type Result<T> = Ok<T> | Err;

function isOk<T>(r: Result<T>): r is Ok<T> { return r.ok; }
function isErr<T>(r: Result<T>): r is Err { return !r.ok; }

function parseNumber(s: string): Result<number> {
  const n = Number(s);
  const ok = s.trim() !== "" && !Number.isNaN(n);
  return ok ? { ok: true, value: n } : { ok: false, error: `not a number: ${JSON.stringify(s)}` };
}

function sumValid(inputs: string[]): { total: number; errors: string[] } {
  const results = inputs.map(parseNumber);
  let total = 0;
  const errors: string[] = [];
  for (const r of results) {
    if (isOk(r) === true) total += r.value;
    else if (isErr(r) === true) errors.push(r.error);
  }
  return { total, errors };
}

class Pipeline<T> {
  private steps: ((x: T) => Result<T>)[] = [];
  use(step: (x: T) => Result<T>) { this.steps.push(step); return this; }
  run(x: T): Result<T> {
    let cur: Result<T> = { ok: true, value: x };
    for (const step of this.steps) {
      if (isOk(cur) === false) break;
      cur = step(cur.value);
    }
    return cur;
  }
}

const p = new Pipeline<number>()
  .use((n) => (n >= 0 ? { ok: true, value: Math.sqrt(n) } : { ok: false, error: "negative" }))
  .use((n) => ({ ok: true, value: Math.round(n * 100) / 100 }));

const outcomes = [16, 2, -1].map((n) => p.run(n));
for (const o of outcomes) {
  const shown = isOk(o) !== false ? `value ${o.value}` : `error ${o.error}`;
  console.log(shown);
}
const summary = sumValid(["1", "2", "x", " ", "4.5"]);
console.log(summary.total, summary.errors.length);
const onlyOk = outcomes.filter((o) => isOk(o) === true).length;
console.log(onlyOk, !!isErr(outcomes[2]));
