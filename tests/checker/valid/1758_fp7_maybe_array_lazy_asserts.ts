// Normalizing loosely typed inputs: T | T[] | (() => T), assertion functions, exhaustive switches.
type MaybeArray<T> = T | readonly T[];
type Lazy<T> = T | (() => T);

function toArray<T>(x: MaybeArray<T> | undefined): T[] {
  if (x === undefined) return [];
  return Array.isArray(x) ? [...x] : [x as T];
}

function resolveLazy<T>(x: Lazy<T>): T {
  return typeof x === "function" ? (x as () => T)() : x;
}

function assertDefined<T>(value: T, name: string): asserts value is NonNullable<T> {
  if (value === null || value === undefined) throw new Error(`${name} is required`);
}

function assertNever(x: never, msg = "unexpected"): never {
  throw new Error(`${msg}: ${JSON.stringify(x)}`);
}

type Source =
  | { type: "inline"; text: string }
  | { type: "file"; path: string; encoding?: "utf8" | "latin1" }
  | { type: "url"; href: string; headers?: Record<string, string> };

function describeSource(s: Source): string {
  switch (s.type) {
    case "inline":
      return `inline(${s.text.length} chars)`;
    case "file":
      return `file ${s.path} as ${s.encoding ?? "utf8"}`;
    case "url": {
      const n = s.headers ? Object.keys(s.headers).length : 0;
      return `GET ${s.href}${n ? ` with ${n} headers` : ""}`;
    }
    default:
      return assertNever(s);
  }
}

interface JobSpec {
  name?: string;
  sources?: MaybeArray<Source>;
  retries?: Lazy<number>;
  tags?: MaybeArray<string>;
}

function normalize(spec: JobSpec) {
  const { name } = spec;
  assertDefined(name, "name");
  const sources = toArray(spec.sources);
  const retries = spec.retries === undefined ? 0 : resolveLazy(spec.retries);
  const tags = toArray(spec.tags).map((t) => t.trim()).filter(Boolean);
  return { name: name.toUpperCase(), sources, retries, tags };
}

const specs: JobSpec[] = [
  { name: "a", sources: { type: "inline", text: "hello" }, retries: 2, tags: " x " },
  {
    name: "b",
    sources: [
      { type: "file", path: "/tmp/x" },
      { type: "url", href: "https://e.com", headers: { A: "1" } },
    ],
    retries: () => 5,
    tags: ["p", "", "q"],
  },
  { sources: [] },
];

for (const s of specs) {
  try {
    const n = normalize(s);
    console.log(n.name, n.retries, n.tags, n.sources.map(describeSource));
  } catch (e) {
    console.log("invalid spec:", e instanceof Error ? e.message : e);
  }
}
