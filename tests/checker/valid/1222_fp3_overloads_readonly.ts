function parse(input: string): number;
function parse(input: string[]): number[];
function parse(input: string | string[]): number | number[] {
  return Array.isArray(input) ? input.map((s) => parseFloat(s)) : parseFloat(input);
}

function get<T, K extends keyof T>(obj: T, key: K): T[K];
function get<T, K extends keyof T>(obj: T, key: K, fallback: NonNullable<T[K]>): NonNullable<T[K]>;
function get<T, K extends keyof T>(obj: T, key: K, fallback?: T[K]) {
  return obj[key] ?? fallback;
}

const LEVELS = ["debug", "info", "warn", "error"] as const;
type Level = (typeof LEVELS)[number];
const SEVERITY: ReadonlyMap<Level, number> = new Map(LEVELS.map((l, i) => [l, i * 10] as const));

function atLeast(min: Level, levels: readonly Level[]): readonly Level[] {
  const floor = SEVERITY.get(min) ?? 0;
  return levels.filter((l) => (SEVERITY.get(l) ?? 0) >= floor);
}

function freezeDeep<T extends object>(o: T): Readonly<T> {
  for (const v of Object.values(o)) if (v && typeof v === "object") freezeDeep(v);
  return Object.freeze(o);
}

const n = parse("3.5");
const ns = parse(["1", "2.5", "x"]);
console.log(n + 1, ns.map((x) => (Number.isNaN(x) ? "NaN" : x.toFixed(1))));

interface Conf {
  host: string;
  port?: number;
  tags: readonly string[];
}
const conf: Conf = { host: "localhost", tags: ["a"] };
const port = get(conf, "port", 8080);
const host = get(conf, "host");
console.log(host.length, port + 1);

console.log(atLeast("warn", LEVELS), atLeast("debug", ["error", "debug"]));
const frozen = freezeDeep({ a: { b: [1, 2] }, c: "x" });
console.log(Object.isFrozen(frozen), Object.isFrozen(frozen.a.b));
const pairs: ReadonlyArray<readonly [string, number]> = [["x", 1], ["y", 2]];
const total = pairs.reduce((s, [, v]) => s + v, 0);
const lookup: ReadonlyMap<string, number> = new Map(pairs);
console.log(total, lookup.get("y"), [...lookup.keys()], SEVERITY.size);
const sortedCopy = [...LEVELS].sort((a, b) => b.localeCompare(a));
console.log(sortedCopy, LEVELS.indexOf("warn"), LEVELS.includes("info" as Level));
