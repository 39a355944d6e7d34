type Issue = { path: string; message: string };
function validate(x: unknown): Issue[] {
  const issues: Issue[] = [];
  if (typeof x !== "object" || x === null) return [{ path: "$", message: "expected object" }];
  const o = x as Record<string, unknown>;
  if (typeof o.email !== "string" || !o.email.includes("@")) issues.push({ path: "$.email", message: "invalid email" });
  if (typeof o.age !== "number" || o.age < 0) issues.push({ path: "$.age", message: "invalid age" });
  return issues;
}
console.log(validate({ email: "x", age: -1 }), validate(null));
