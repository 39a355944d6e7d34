type Validator<T> = (value: T) => string | null;

const required: Validator<string> = (v) => (v.trim() ? null : "is required");
const minLen =
  (n: number): Validator<string> =>
  (v) =>
    v.length >= n ? null : `must be at least ${n} characters`;
const matches =
  (re: RegExp, msg: string): Validator<string> =>
  (v) =>
    re.test(v) ? null : msg;
const between =
  (lo: number, hi: number): Validator<number> =>
  (v) =>
    v >= lo && v <= hi ? null : `must be between ${lo} and ${hi}`;

function all<T>(...vs: Validator<T>[]): Validator<T> {
  return (value) => {
    for (const v of vs) {
      const e = v(value);
      if (e) return e;
    }
    return null;
  };
}

type Schema<T> = { [K in keyof T]: Validator<T[K]> };
type Errors<T> = Partial<Record<keyof T, string>>;

function validate<T extends object>(obj: T, schema: Schema<T>): Errors<T> {
  const errors: Errors<T> = {};
  for (const key of Object.keys(schema) as (keyof T)[]) {
    const msg = schema[key](obj[key]);
    if (msg) errors[key] = `${String(key)} ${msg}`;
  }
  return errors;
}

interface SignUp {
  user: string;
  email: string;
  age: number;
}

const schema: Schema<SignUp> = {
  user: all(required, minLen(3), matches(/^\w+$/, "may only contain letters, digits and _")),
  email: all(required, matches(/^[^@\s]+@[^@\s]+\.\w+$/, "is not an email")),
  age: between(13, 120),
};

const forms: SignUp[] = [
  { user: "ada_l", email: "ada@ex.com", age: 36 },
  { user: "x!", email: "nope", age: 7 },
  { user: " ", email: "", age: 200 },
];
forms.forEach((f, i) => {
  const errs = validate(f, schema);
  const list = Object.values(errs);
  console.log(`form ${i}:`, list.length ? list.join("; ") : "valid");
});
const partialCheck = validate({ user: "bob" }, { user: minLen(5) });
console.log(partialCheck);
const ageOnly = all(between(0, 10), (n: number) => (Number.isInteger(n) ? null : "must be whole"));
console.log([5, 5.5, 50].map(ageOnly));
