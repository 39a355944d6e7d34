type FieldValue = string | number | boolean | null;
type Validator<V> = (value: V, all: Readonly<Record<string, FieldValue>>) => string | undefined;

class Field<V extends FieldValue> {
  #value: V;
  #touched = false;
  readonly #validators: Validator<V>[] = [];
  error: string | undefined;

  constructor(readonly name: string, readonly initial: V) {
    this.#value = initial;
  }

  get value(): V {
    return this.#value;
  }
  set value(v: V) {
    this.#value = v;
    this.#touched = true;
  }
  get dirty(): boolean {
    return this.#value !== this.initial;
  }
  get touched(): boolean {
    return this.#touched;
  }

  rule(...vs: Validator<V>[]): this {
    this.#validators.push(...vs);
    return this;
  }

  validate(all: Readonly<Record<string, FieldValue>>): boolean {
    this.error = undefined;
    for (const v of this.#validators) {
      const e = v(this.#value, all);
      if (e !== undefined) {
        this.error = e;
        break;
      }
    }
    return this.error === undefined;
  }

  reset(): void {
    this.#value = this.initial;
    this.#touched = false;
    this.error = undefined;
  }
}

const required = <V extends FieldValue>(msg = "required"): Validator<V> => (v) => (v === null || v === "" ? msg : undefined);
const minLen = (n: number): Validator<string> => (v) => (v.length < n ? `min ${n} chars` : undefined);
const range = (lo: number, hi: number): Validator<number> => (v) => (v < lo || v > hi ? `must be ${lo}..${hi}` : undefined);
const sameAs = (other: string): Validator<string> => (v, all) => (v !== all[other] ? `must match ${other}` : undefined);

class Form<F extends Record<string, Field<any>>> {
  constructor(readonly fields: F) {}

  values(): { [K in keyof F]: F[K]["value"] } {
    const out = {} as { [K in keyof F]: F[K]["value"] };
    for (const k in this.fields) out[k] = this.fields[k].value;
    return out;
  }

  validate(): { ok: true; values: { [K in keyof F]: F[K]["value"] } } | { ok: false; errors: Partial<Record<keyof F, string>> } {
    const all = this.values() as Record<string, FieldValue>;
    const errors: Partial<Record<keyof F, string>> = {};
    let ok = true;
    for (const k in this.fields) {
      if (!this.fields[k].validate(all)) {
        ok = false;
        errors[k] = this.fields[k].error;
      }
    }
    return ok ? { ok, values: this.values() } : { ok, errors };
  }

  get dirtyFields(): (keyof F)[] {
    return (Object.keys(this.fields) as (keyof F)[]).filter((k) => this.fields[k].dirty);
  }
}

const form = new Form({
  user: new Field("user", "").rule(required(), minLen(3)),
  age: new Field("age", 0).rule(range(13, 120)),
  password: new Field("password", "").rule(required(), minLen(8)),
  confirm: new Field("confirm", "").rule(sameAs("password")),
  newsletter: new Field<boolean>("newsletter", false),
});

form.fields.user.value = "al";
form.fields.age.value = 7;
form.fields.password.value = "hunter22";
form.fields.confirm.value = "hunter2";
let r = form.validate();
console.log(r.ok ? "valid" : r.errors, form.dirtyFields);
form.fields.user.value = "alice";
form.fields.age.value = 30;
form.fields.confirm.value = "hunter22";
form.fields.newsletter.value = true;
r = form.validate();
if (r.ok) console.log(r.values.user.toUpperCase(), r.values.age + 1, r.values.newsletter);
Object.values(form.fields).forEach((f) => f.reset());
console.log(form.values(), form.fields.user.touched);
