// Schema classes (zod style) with _output phantom, transform and refine.
abstract class ZType<Out> {
  readonly _output!: Out;
  abstract parse(v: unknown): Out;

  safeParse(v: unknown): { ok: true; value: Out } | { ok: false; error: string } {
    try {
      return { ok: true, value: this.parse(v) };
    } catch (e) {
      return { ok: false, error: e instanceof Error ? e.message : String(e) };
    }
  }

  transform<U>(f: (v: Out) => U): ZType<U> {
    const self = this;
    return new (class extends ZType<U> {
      parse(v: unknown): U {
        return f(self.parse(v));
      }
    })();
  }

  refine(check: (v: Out) => boolean, message: string): ZType<Out> {
    const self = this;
    return new (class extends ZType<Out> {
      parse(v: unknown): Out {
        const out = self.parse(v);
        if (!check(out)) throw new Error(message);
        return out;
      }
    })();
  }
}

type Infer<T extends ZType<any>> = T["_output"];

class ZString extends ZType<string> {
  parse(v: unknown): string {
    if (typeof v !== "string") throw new Error(`expected string, got ${typeof v}`);
    return v;
  }
}
class ZNumber extends ZType<number> {
  parse(v: unknown): number {
    if (typeof v !== "number") throw new Error(`expected number, got ${typeof v}`);
    return v;
  }
}
class ZArray<T extends ZType<any>> extends ZType<Infer<T>[]> {
  constructor(private readonly item: T) {
    super();
  }
  parse(v: unknown): Infer<T>[] {
    if (!Array.isArray(v)) throw new Error("expected array");
    return v.map((x) => this.item.parse(x));
  }
}
class ZObject<S extends Record<string, ZType<any>>> extends ZType<{ [K in keyof S]: Infer<S[K]> }> {
  constructor(private readonly shape: S) {
    super();
  }
  parse(v: unknown): { [K in keyof S]: Infer<S[K]> } {
    if (typeof v !== "object" || v === null) throw new Error("expected object");
    const out: Record<string, unknown> = {};
    for (const k in this.shape) out[k] = this.shape[k].parse((v as Record<string, unknown>)[k]);
    return out as { [K in keyof S]: Infer<S[K]> };
  }
}

const z = {
  string: () => new ZString(),
  number: () => new ZNumber(),
  array: <T extends ZType<any>>(t: T) => new ZArray(t),
  object: <S extends Record<string, ZType<any>>>(s: S) => new ZObject(s),
};

const Product = z.object({
  sku: z.string().refine((s) => /^[A-Z]{3}-\d+$/.test(s), "bad sku"),
  price: z.number().refine((n) => n >= 0, "negative price"),
  tags: z.array(z.string().transform((s) => s.toLowerCase())),
  weight: z.string().transform((s) => parseFloat(s)),
});
type Product = Infer<typeof Product>;

const inputs2: unknown[] = [
  { sku: "ABC-12", price: 9.5, tags: ["New", "SALE"], weight: "1.25kg" },
  { sku: "abc", price: 1, tags: [], weight: "1" },
  { sku: "XYZ-1", price: -3, tags: [], weight: "2" },
  { sku: "XYZ-2", price: 3, tags: [4], weight: "2" },
];
for (const raw of inputs2) {
  const r = Product.safeParse(raw);
  if (r.ok) {
    const p: Product = r.value;
    console.log(p.sku, p.price, p.tags, p.weight);
  } else console.log("error:", r.error);
}
