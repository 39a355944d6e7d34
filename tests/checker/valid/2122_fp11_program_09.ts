type Validator<T> = { (value: unknown): value is T; message: string };

function isNonEmptyString(value: unknown): value is string {
  return typeof value === "string" && value.length > 0;
}
isNonEmptyString.message = "must be a non-empty string";

const isPositive = (value: unknown): value is number => typeof value === "number" && value > 0;
isPositive.message = "must be a positive number";

function isEmail(value: unknown): value is string {
  return isNonEmptyString(value) === true && /^[^@\s]+@[^@\s]+$/.test(value);
}
isEmail.message = "must be an email address";

interface Signup { name: string; age: number; email: string }
const schema: { [K in keyof Signup]: Validator<Signup[K]> } = {
  name: isNonEmptyString,
  age: isPositive,
  email: isEmail,
};

function validate(input: Record<string, unknown>): { ok: true; value: Signup } | { ok: false; errors: string[] } {
  const errors: string[] = [];
  for (const key of Object.keys(schema) as (keyof Signup)[]) {
    const check = schema[key];
    if (check(input[key]) === false) errors.push(`${key} ${check.message}`);
  }
  if (errors.length) return { ok: false, errors };
  return { ok: true, value: input as unknown as Signup };
}

const good = validate({ name: "Ada", age: 36, email: "ada@example.org" });
const bad = validate({ name: "", age: -1, email: "nope" });
console.log(good.ok ? good.value.email : good.errors);
console.log(bad.ok ? bad.value.name : bad.errors.join("; "));
const v: unknown = "x@y";
if (isEmail(v) === true) console.log(v.toUpperCase());
if (!!isPositive(3)) console.log(isPositive.message.length);
