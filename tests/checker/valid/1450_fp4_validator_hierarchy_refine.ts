// Whole program (issue 15, sixth pass: agent data work and type-level TypeScript).
abstract class Validator<T> {
  protected checks: Array<{ msg: string; test: (v: T) => boolean }> = [];
  abstract parse(v: unknown): T | undefined;

  refine(test: (v: T) => boolean, msg: string) {
    this.checks.push({ msg, test });
    return this;
  }

  validate(v: unknown) {
    const parsed = this.parse(v);
    if (parsed === undefined) return { ok: false as const, errors: [`wrong type: ${typeof v}`] };
    const errors = this.checks.filter((c) => !c.test(parsed)).map((c) => c.msg);
    return errors.length ? { ok: false as const, errors } : { ok: true as const, value: parsed };
  }
}

class StringV extends Validator<string> {
  parse(v: unknown) {
    return typeof v === "string" ? v : undefined;
  }
  min(n: number) {
    return this.refine((s) => s.length >= n, `at least ${n} chars`);
  }
  matches(re: RegExp) {
    return this.refine((s) => re.test(s), `must match ${re}`);
  }
}

class NumberV extends Validator<number> {
  parse(v: unknown) {
    return typeof v === "number" && !Number.isNaN(v) ? v : undefined;
  }
  int() {
    return this.refine(Number.isInteger, "must be an integer");
  }
  range(lo: number, hi: number) {
    return this.refine((n) => n >= lo && n <= hi, `must be in [${lo}, ${hi}]`);
  }
}

const username = new StringV().min(3).matches(/^[a-z0-9_]+$/);
const age = new NumberV().int().range(0, 150);

for (const v of ["al", "alice_1", "Bob!", 42]) {
  const r = username.validate(v);
  console.log(JSON.stringify(v), r.ok ? `ok ${r.value}` : r.errors.join("; "));
}
for (const v of [30, 30.5, -1, "30"]) {
  const r = age.validate(v);
  if (r.ok) console.log(v, "ok", r.value + 1);
  else console.log(v, r.errors);
}

type Schema = { [k: string]: Validator<any> };
function validateObject<S extends Schema>(schema: S, input: Record<string, unknown>) {
  const out: Partial<Record<keyof S, string[]>> = {};
  for (const k of Object.keys(schema) as (keyof S)[]) {
    const r = schema[k].validate(input[k as string]);
    if (!r.ok) out[k] = r.errors;
  }
  return out;
}
console.log(validateObject({ username, age }, { username: "x", age: 200 }));
