type Json = null | boolean | number | string | Json[] | { [k: string]: Json };
type Schema =
  | { type: "string"; minLength?: number; pattern?: RegExp }
  | { type: "number"; min?: number; max?: number; integer?: boolean }
  | { type: "array"; items: Schema; maxItems?: number }
  | { type: "object"; props: Record<string, Schema>; required?: readonly string[] };
type Issue = { path: string; message: string };
function validate(v: unknown, s: Schema, path = "$"): Issue[] {
  switch (s.type) {
    case "string":
      if (typeof v !== "string") return [{ path, message: `expected string, got ${typeof v}` }];
      if (s.minLength !== undefined && v.length < s.minLength) return [{ path, message: `too short` }];
      if (s.pattern && !s.pattern.test(v)) return [{ path, message: `does not match ${s.pattern}` }];
      return [];
    case "number": {
      if (typeof v !== "number" || Number.isNaN(v)) return [{ path, message: "expected number" }];
      const out: Issue[] = [];
      if (s.integer && !Number.isInteger(v)) out.push({ path, message: "expected integer" });
      if (s.min != null && v < s.min) out.push({ path, message: `below ${s.min}` });
      if (s.max != null && v > s.max) out.push({ path, message: `above ${s.max}` });
      return out;
    }
    case "array":
      if (!Array.isArray(v)) return [{ path, message: "expected array" }];
      return [
        ...(s.maxItems !== undefined && v.length > s.maxItems ? [{ path, message: "too many items" }] : []),
        ...v.flatMap((x, i) => validate(x, s.items, `${path}[${i}]`)),
      ];
    case "object": {
      if (typeof v !== "object" || v === null || Array.isArray(v)) return [{ path, message: "expected object" }];
      const rec = v as Record<string, unknown>;
      const missing = (s.required ?? []).filter((k) => !(k in rec)).map((k) => ({ path: `${path}.${k}`, message: "required" }));
      return [...missing, ...Object.entries(s.props).flatMap(([k, ps]) => (k in rec ? validate(rec[k], ps, `${path}.${k}`) : []))];
    }
    default: {
      const never: never = s;
      return never;
    }
  }
}
const userSchema: Schema = {
  type: "object",
  required: ["name", "age"],
  props: {
    name: { type: "string", minLength: 2 },
    age: { type: "number", min: 0, integer: true },
    email: { type: "string", pattern: /^[^@\s]+@[^@\s]+$/ },
    tags: { type: "array", items: { type: "string" }, maxItems: 3 },
  },
};
const samples: Json[] = [
  { name: "Ada", age: 36, email: "ada@example.org", tags: ["math"] },
  { name: "B", age: 3.5, tags: ["a", "b", "c", "d"] },
  { age: -1, email: "nope" },
  [1, 2],
];
for (const s of samples) {
  const issues = validate(s, userSchema);
  console.log(issues.length === 0 ? "ok" : issues.map((i) => `${i.path}: ${i.message}`).join("; "));
}
const parsed: unknown = JSON.parse('{"name":"Zed","age":40,"tags":["x"]}');
console.log(validate(parsed, userSchema));
