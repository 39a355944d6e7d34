// A tiny zod-like validator with type inference.
type ParseResult<T> = { success: true; data: T } | { success: false; error: string };

interface Schema<T> {
  parse(input: unknown, path?: string): ParseResult<T>;
  optional(): Schema<T | undefined>;
}

type Infer<S> = S extends Schema<infer T> ? T : never;

function makeSchema<T>(check: (input: unknown, path: string) => ParseResult<T>): Schema<T> {
  const schema: Schema<T> = {
    parse(input: unknown, path = "$") {
      return check(input, path);
    },
    optional() {
      return makeSchema<T | undefined>((input, path) =>
        input === undefined ? { success: true, data: undefined } : check(input, path)
      );
    },
  };
  return schema;
}

const string = () =>
  makeSchema<string>((input, path) =>
    typeof input === "string" ? { success: true, data: input } : { success: false, error: `${path}: expected string` }
  );

const number = () =>
  makeSchema<number>((input, path) =>
    typeof input === "number" && !Number.isNaN(input)
      ? { success: true, data: input }
      : { success: false, error: `${path}: expected number` }
  );

function array<T>(item: Schema<T>): Schema<T[]> {
  return makeSchema<T[]>((input, path) => {
    if (!Array.isArray(input)) return { success: false, error: `${path}: expected array` };
    const out: T[] = [];
    for (let i = 0; i < input.length; i++) {
      const r = item.parse(input[i], `${path}[${i}]`);
      if (!r.success) return r;
      out.push(r.data);
    }
    return { success: true, data: out };
  });
}

type Shape = Record<string, Schema<any>>;
type ObjectOf<S extends Shape> = { [K in keyof S]: Infer<S[K]> };

function object<S extends Shape>(shape: S): Schema<ObjectOf<S>> {
  return makeSchema<ObjectOf<S>>((input, path) => {
    if (typeof input !== "object" || input === null) {
      return { success: false, error: `${path}: expected object` };
    }
    const result: Record<string, unknown> = {};
    for (const key of Object.keys(shape)) {
      const r = shape[key].parse((input as Record<string, unknown>)[key], `${path}.${key}`);
      if (!r.success) return r;
      result[key] = r.data;
    }
    return { success: true, data: result as ObjectOf<S> };
  });
}

const User = object({
  name: string(),
  age: number(),
  tags: array(string()),
  nickname: string().optional(),
});

type User = Infer<typeof User>;

const samples: unknown[] = [
  { name: "Ada", age: 36, tags: ["math", "code"] },
  { name: "Bob", age: "old", tags: [] },
  { name: "Cy", age: 22, tags: ["x", 3], nickname: "c" },
  null,
];

for (const s of samples) {
  const r = User.parse(s);
  if (r.success) {
    const u: User = r.data;
    console.log("ok", u.name, u.age, u.tags.join("|"), u.nickname ?? "-");
  } else {
    console.log("fail", r.error);
  }
}
