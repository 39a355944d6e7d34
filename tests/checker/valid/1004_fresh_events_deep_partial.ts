type Event = { type: "click"; x: number; y: number } | { type: "key"; key: string } | { type: "scroll"; delta: number };
function describe(e: Event): string {
  switch (e.type) {
    case "click": return `click at ${e.x},${e.y}`;
    case "key": return `key ${e.key}`;
    case "scroll": return `scroll ${e.delta}`;
    default: { const never: never = e; return never; }
  }
}
const events: Event[] = [{ type: "click", x: 1, y: 2 }, { type: "key", key: "a" }];
console.log(events.map(describe));
type DeepPartial<T> = { [K in keyof T]?: T[K] extends object ? DeepPartial<T[K]> : T[K] };
interface Config { server: { host: string; port: number }; debug: boolean }
const defaults: Config = { server: { host: "localhost", port: 80 }, debug: false };
function merge(base: Config, patch: DeepPartial<Config>): Config {
  return { ...base, ...patch, server: { ...base.server, ...patch.server } };
}
console.log(merge(defaults, { server: { port: 8080 } }));
const keys = Object.keys(defaults) as (keyof Config)[];
console.log(keys);
function assertNever(x: never): never { throw new Error("unexpected " + x); }
const lookup: Record<"a" | "b", number> = { a: 1, b: 2 };
let total = 0;
for (const k in lookup) total += lookup[k as keyof typeof lookup];
console.log(total);
const counter = (() => { let c = 0; return { inc: () => ++c, get value() { return c; } }; })();
counter.inc(); counter.inc();
console.log(counter.value);
function overload(x: string): string;
function overload(x: number): number;
function overload(x: string | number) { return typeof x === "string" ? x.toUpperCase() : x * 2; }
console.log(overload("a"), overload(2));
const arr = [3, 1, 2] as const;
const first: 3 = arr[0];
console.log(first, arr.length);
