// Validation with accumulated errors and typed field rules.
type Rule<T> = (value: T) => string | null;

type RulesFor<T> = { [K in keyof T]?: Rule<T[K]>[] };

interface ValidationError<T> {
  field: keyof T & string;
  message: string;
}

class Validator<T extends object> {
  private rules: RulesFor<T> = {};

  field<K extends keyof T>(key: K, ...rules: Rule<T[K]>[]): this {
    const existing = this.rules[key] ?? [];
    this.rules[key] = [...existing, ...rules];
    return this;
  }

  validate(value: T): ValidationError<T>[] {
    const errors: ValidationError<T>[] = [];
    for (const key of Object.keys(this.rules) as (keyof T & string)[]) {
      const rules = this.rules[key] ?? [];
      for (const rule of rules) {
        const msg = rule(value[key]);
        if (msg !== null) errors.push({ field: key, message: msg });
      }
    }
    return errors;
  }
}

const required = <T>(label: string): Rule<T> => (v) =>
  v === undefined || v === null || v === "" ? `${label} is required` : null;
const minLength = (n: number): Rule<string> => (v) => (v.length < n ? `must be at least ${n} chars` : null);
const between = (lo: number, hi: number): Rule<number> => (v) =>
  v < lo || v > hi ? `must be between ${lo} and ${hi}` : null;
const matches = (re: RegExp, what: string): Rule<string> => (v) => (re.test(v) ? null : `must be ${what}`);

interface SignUp {
  username: string;
  email: string;
  age: number;
  referral?: string;
}

const signUp = new Validator<SignUp>()
  .field("username", required("username"), minLength(3))
  .field("email", matches(/^[^@\s]+@[^@\s]+\.[a-z]+$/, "an email"))
  .field("age", between(13, 120))
  .field("referral", (v) => (v !== undefined && !v.startsWith("R-") ? "bad referral code" : null));

const forms: SignUp[] = [
  { username: "ada", email: "ada@example.com", age: 36 },
  { username: "", email: "nope", age: 7, referral: "X-1" },
  { username: "bo", email: "bo@x.io", age: 200, referral: "R-9" },
];

forms.forEach((f, i) => {
  const errs = signUp.validate(f);
  if (errs.length === 0) console.log(`form ${i}: valid`);
  else console.log(`form ${i}: ` + errs.map((e) => `${e.field} ${e.message}`).join("; "));
});

const grouped = signUp.validate(forms[1]).reduce<Partial<Record<keyof SignUp, string[]>>>((acc, e) => {
  (acc[e.field] ??= []).push(e.message);
  return acc;
}, {});
console.log(JSON.stringify(grouped));
