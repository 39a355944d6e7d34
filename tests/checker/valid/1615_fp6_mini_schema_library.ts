// A tiny schema library (zod-like) used to validate host answers before post-processing.
abstract class Schema<T> {
  abstract parse(v: unknown, path?: string): T;
  optional(): Schema<T | undefined> {
    return new OptionalSchema(this);
  }
  safeParse(v: unknown): { success: true; data: T } | { success: false; error: SchemaError } {
    try {
      return { success: true, data: this.parse(v) };
    } catch (e) {
      if (e instanceof SchemaError) return { success: false, error: e };
      throw e;
    }
  }
}

class SchemaError extends Error {
  constructor(readonly path: string, readonly expected: string, readonly got: unknown) {
    super(`${path || "<root>"}: expected ${expected}, got ${got === null ? "null" : typeof got}`);
    this.name = "SchemaError";
  }
}

class OptionalSchema<T> extends Schema<T | undefined> {
  constructor(private inner: Schema<T>) { super(); }
  parse(v: unknown, path = ""): T | undefined {
    return v === undefined ? undefined : this.inner.parse(v, path);
  }
}

class Prim<T extends string | number | boolean> extends Schema<T> {
  constructor(private kind: "string" | "number" | "boolean") { super(); }
  parse(v: unknown, path = ""): T {
    if (typeof v !== this.kind) throw new SchemaError(path, this.kind, v);
    return v as T;
  }
}

class ArraySchema<T> extends Schema<T[]> {
  constructor(private item: Schema<T>) { super(); }
  parse(v: unknown, path = ""): T[] {
    if (!Array.isArray(v)) throw new SchemaError(path, "array", v);
    return v.map((x, i) => this.item.parse(x, `${path}[${i}]`));
  }
}

type Shape = Record<string, Schema<unknown>>;
type Infer<S extends Shape> = { [K in keyof S]: S[K] extends Schema<infer U> ? U : never };

class ObjectSchema<S extends Shape> extends Schema<Infer<S>> {
  constructor(private shape: S) { super(); }
  parse(v: unknown, path = ""): Infer<S> {
    if (typeof v !== "object" || v === null || Array.isArray(v)) throw new SchemaError(path, "object", v);
    const out: Record<string, unknown> = {};
    for (const [key, schema] of Object.entries(this.shape)) {
      out[key] = schema.parse((v as Record<string, unknown>)[key], path ? `${path}.${key}` : key);
    }
    return out as Infer<S>;
  }
}

const s = {
  string: () => new Prim<string>("string"),
  number: () => new Prim<number>("number"),
  boolean: () => new Prim<boolean>("boolean"),
  array: <T>(item: Schema<T>) => new ArraySchema(item),
  object: <S extends Shape>(shape: S) => new ObjectSchema(shape),
};

const Invoice = s.object({
  id: s.string(),
  amount: s.number(),
  paid: s.boolean(),
  lines: s.array(s.object({ sku: s.string(), qty: s.number() })),
  note: s.string().optional(),
});

const billing = {
  async invoices(): Promise<unknown[]> {
    return [
      { id: "i1", amount: 120, paid: true, lines: [{ sku: "a", qty: 2 }] },
      { id: "i2", amount: "90", paid: false, lines: [] },
      { id: "i3", amount: 75.5, paid: false, lines: [{ sku: "b", qty: "x" }], note: "late" },
      { id: "i4", amount: 30, paid: false, lines: [{ sku: "c", qty: 1 }], note: "rush" },
    ];
  },
};

const raw = await billing.invoices();
let unpaid = 0;
for (const item of raw) {
  const r = Invoice.safeParse(item);
  if (!r.success) {
    console.log("invalid:", r.error.message);
    continue;
  }
  const inv = r.data;
  if (!inv.paid) unpaid += inv.amount;
  const qty = inv.lines.reduce((n, l) => n + l.qty, 0);
  console.log(`${inv.id}: ${inv.amount.toFixed(2)} qty=${qty}${inv.note ? ` (${inv.note})` : ""}`);
}
console.log("unpaid total", unpaid);
