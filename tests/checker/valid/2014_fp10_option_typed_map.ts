class Option<T> {
  private constructor(private readonly v: T | undefined, private readonly present: boolean) {}
  static some<T>(v: T): Option<T> {
    return new Option(v, true);
  }
  static none<T = never>(): Option<T> {
    return new Option<T>(undefined, false);
  }
  static from<T>(v: T | null | undefined): Option<T> {
    return v === null || v === undefined ? Option.none() : Option.some(v);
  }
  isSome(): boolean {
    return this.present;
  }
  map<U>(f: (v: T) => U): Option<U> {
    return this.present ? Option.some(f(this.v as T)) : Option.none();
  }
  flatMap<U>(f: (v: T) => Option<U>): Option<U> {
    return this.present ? f(this.v as T) : Option.none();
  }
  getOr(d: T): T {
    return this.present ? (this.v as T) : d;
  }
  toString(): string {
    return this.present ? `Some(${JSON.stringify(this.v)})` : "None";
  }
}

function describe<T>(value: T | string | Error): string {
  if (typeof value === "string") return `text(${value.length})`;
  if (value instanceof Error) return `error(${value.message})`;
  return `value(${JSON.stringify(value)})`;
}

function normalize<T>(input: T | T[] | null | undefined): T[] {
  if (input === null || input === undefined) return [];
  if (Array.isArray(input)) return input.slice();
  return [input];
}

function byType<T>(items: readonly (T | string | number)[]): { strings: string[]; numbers: number[]; other: T[] } {
  const out = { strings: [] as string[], numbers: [] as number[], other: [] as T[] };
  for (const it of items) {
    if (typeof it === "string") out.strings.push(it.trim());
    else if (typeof it === "number") out.numbers.push(it.valueOf());
    else out.other.push(it);
  }
  return out;
}

class TypedMap<K extends string, V> {
  readonly #m = new Map<K, V>();
  set(k: K, v: V): this {
    this.#m.set(k, v);
    return this;
  }
  get(k: K): Option<V> {
    return Option.from(this.#m.get(k));
  }
  require<E extends Error>(k: K, makeError: (k: K) => E): V {
    const v = this.#m.get(k);
    if (v === undefined) throw makeError(k);
    return v;
  }
}

const env = new TypedMap<"HOST" | "PORT" | "DEBUG", string>().set("HOST", "localhost").set("PORT", "8080");
const port = env.get("PORT").map(Number).flatMap((n) => (Number.isInteger(n) ? Option.some(n) : Option.none()));
console.log(String(port), port.getOr(80) + 1, String(env.get("DEBUG").map((s) => s === "1")));
try {
  env.require("DEBUG", (k) => new RangeError(`missing ${k}`));
} catch (e) {
  console.log(describe(e instanceof RangeError ? e : String(e)));
}
console.log(describe({ a: 1 }), describe("hey"), describe(new TypeError("bad")));
console.log(normalize(5), normalize(["a", "b"]), normalize<boolean>(null));
const grouped = byType<{ id: number }>(["  x ", 3, { id: 1 }, 4.5, { id: 2 }]);
console.log(grouped.strings, grouped.numbers, grouped.other.map((o) => o.id));
