type Json = string | number | boolean | null | Json[] | { [k: string]: Json };

type Schema =
  | { type: "string"; minLength?: number; enum?: readonly string[] }
  | { type: "number"; min?: number; max?: number; integer?: boolean }
  | { type: "boolean" }
  | { type: "array"; items: Schema; maxItems?: number }
  | { type: "object"; properties: { [k: string]: Schema }; required?: readonly string[] };

interface Issue { path: string; message: string }

function validate(value: Json, schema: Schema, path = "$"): Issue[] {
  const issue = (message: string): Issue[] => [{ path, message }];
  switch (schema.type) {
    case "string":
      if (typeof value !== "string") return issue(`expected string, got ${kindOf(value)}`);
      if (schema.minLength !== undefined && value.length < schema.minLength) return issue(`shorter than ${schema.minLength}`);
      if (schema.enum && !schema.enum.includes(value)) return issue(`must be one of ${schema.enum.join("|")}`);
      return [];
    case "number":
      if (typeof value !== "number") return issue(`expected number, got ${kindOf(value)}`);
      if (schema.integer && !Number.isInteger(value)) return issue("must be an integer");
      if (schema.min !== undefined && value < schema.min) return issue(`below ${schema.min}`);
      if (schema.max !== undefined && value > schema.max) return issue(`above ${schema.max}`);
      return [];
    case "boolean":
      return typeof value === "boolean" ? [] : issue(`expected boolean, got ${kindOf(value)}`);
    case "array":
      if (!Array.isArray(value)) return issue(`expected array, got ${kindOf(value)}`);
      return [
        ...(schema.maxItems !== undefined && value.length > schema.maxItems ? issue(`more than ${schema.maxItems} items`) : []),
        ...value.flatMap((v, i) => validate(v, schema.items, `${path}[${i}]`)),
      ];
    case "object": {
      if (kindOf(value) !== "object" || value === null || typeof value !== "object" || Array.isArray(value)) {
        return issue(`expected object, got ${kindOf(value)}`);
      }
      const missing = (schema.required ?? []).filter((k) => !(k in value)).map((k) => ({ path: `${path}.${k}`, message: "required" }));
      const extra = Object.keys(value).filter((k) => !(k in schema.properties)).map((k) => ({ path: `${path}.${k}`, message: "unknown property" }));
      const nested = Object.entries(schema.properties).flatMap(([k, s]) => (k in value ? validate(value[k], s, `${path}.${k}`) : []));
      return [...missing, ...extra, ...nested];
    }
  }
}

function kindOf(v: Json): string {
  return v === null ? "null" : Array.isArray(v) ? "array" : typeof v;
}

const userSchema = {
  type: "object",
  required: ["name", "age", "roles"],
  properties: {
    name: { type: "string", minLength: 2 },
    age: { type: "number", min: 0, max: 150, integer: true },
    active: { type: "boolean" },
    roles: { type: "array", maxItems: 3, items: { type: "string", enum: ["admin", "dev", "ops"] } },
    address: { type: "object", properties: { city: { type: "string" }, zip: { type: "string", minLength: 5 } }, required: ["city"] },
  },
} as const satisfies Schema;

const samples: Json[] = [
  { name: "Ada", age: 36, roles: ["admin"], address: { city: "London", zip: "NW1 6XE" } },
  { name: "B", age: 12.5, roles: ["dev", "qa", "ops", "admin"], active: "yes", nickname: "bee" },
  { age: -1, roles: "dev", address: { zip: 123 } },
  [1, 2, 3],
];
samples.forEach((s, i) => {
  const issues = validate(s, userSchema);
  console.log(`sample ${i}: ${issues.length === 0 ? "valid" : issues.map((x) => `${x.path} ${x.message}`).join("; ")}`);
});
