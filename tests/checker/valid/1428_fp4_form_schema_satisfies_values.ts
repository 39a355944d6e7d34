// Whole program (issue 15, sixth pass: agent data work and type-level TypeScript).
type Field =
  | { kind: "text"; name: string; required?: boolean; maxLength?: number }
  | { kind: "number"; name: string; min?: number; max?: number }
  | { kind: "select"; name: string; options: readonly string[] }
  | { kind: "checkbox"; name: string };

const form = [
  { kind: "text", name: "title", required: true, maxLength: 20 },
  { kind: "number", name: "qty", min: 1, max: 10 },
  { kind: "select", name: "color", options: ["red", "blue"] },
  { kind: "checkbox", name: "gift" },
] as const satisfies readonly Field[];

type FormShape = typeof form;
type FieldNames = FormShape[number]["name"];
type ValueOf<F> = F extends { kind: "text" } ? string
  : F extends { kind: "number" } ? number
  : F extends { kind: "select"; options: readonly (infer O)[] } ? O
  : F extends { kind: "checkbox" } ? boolean
  : never;
type Values = { [F in FormShape[number] as F["name"]]: ValueOf<F> };

function validateField(f: Field, v: unknown): string | null {
  switch (f.kind) {
    case "text":
      if (typeof v !== "string") return `${f.name}: expected text`;
      if (f.required && v.length === 0) return `${f.name}: required`;
      if (f.maxLength !== undefined && v.length > f.maxLength) return `${f.name}: too long`;
      return null;
    case "number":
      if (typeof v !== "number" || Number.isNaN(v)) return `${f.name}: expected number`;
      if (f.min !== undefined && v < f.min) return `${f.name}: below ${f.min}`;
      if (f.max !== undefined && v > f.max) return `${f.name}: above ${f.max}`;
      return null;
    case "select":
      return typeof v === "string" && f.options.includes(v) ? null : `${f.name}: not one of ${f.options.join("|")}`;
    case "checkbox":
      return typeof v === "boolean" ? null : `${f.name}: expected boolean`;
  }
}

function validate(input: Record<string, unknown>): { ok: true; value: Values } | { ok: false; errors: string[] } {
  const errors = form.map((f) => validateField(f, input[f.name])).filter((e): e is string => e !== null);
  return errors.length ? { ok: false, errors } : { ok: true, value: input as Values };
}

const good = validate({ title: "Mug", qty: 2, color: "red", gift: false });
const bad = validate({ title: "", qty: 42, color: "green", gift: "yes" });
if (good.ok) console.log(good.value.color, good.value.qty * 2);
if (!bad.ok) console.log(bad.errors);
const names: FieldNames[] = form.map((f) => f.name);
console.log(names);
