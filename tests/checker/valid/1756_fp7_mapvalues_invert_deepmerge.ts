// Object utilities: mapValues, invert, deepMerge, typed entries.
function mapValues<T extends object, U>(obj: T, f: <K extends keyof T>(value: T[K], key: K) => U): { [K in keyof T]: U } {
  const out = {} as { [K in keyof T]: U };
  for (const key of Object.keys(obj) as (keyof T)[]) out[key] = f(obj[key], key);
  return out;
}

function entries<T extends object>(obj: T): Array<[keyof T, T[keyof T]]> {
  return Object.entries(obj) as Array<[keyof T, T[keyof T]]>;
}

function invert<T extends Record<string, string>>(obj: T): Record<T[keyof T], keyof T> {
  const out = {} as Record<T[keyof T], keyof T>;
  for (const [k, v] of entries(obj)) out[v] = k;
  return out;
}

type DeepPartial<T> = { [K in keyof T]?: T[K] extends object ? DeepPartial<T[K]> : T[K] };

function isPlainObject(x: unknown): x is Record<string, unknown> {
  return typeof x === "object" && x !== null && !Array.isArray(x);
}

function deepMerge<T extends Record<string, unknown>>(base: T, patch: DeepPartial<T>): T {
  const out: Record<string, unknown> = { ...base };
  for (const [k, v] of Object.entries(patch)) {
    const cur = out[k];
    out[k] = isPlainObject(cur) && isPlainObject(v) ? deepMerge(cur, v) : v;
  }
  return out as T;
}

const prices = { apple: 1.2, bread: 2.5, cheese: 7 };
const withTax = mapValues(prices, (v) => Math.round(v * 1.2 * 100) / 100);
const labels = mapValues(prices, (v, k) => `${String(k)}: $${v.toFixed(2)}`);
console.log(withTax, Object.values(labels).join("; "));

const codes = { ok: "200", notFound: "404", error: "500" } as const;
const byCode = invert(codes);
console.log(byCode["404"], byCode["500"]);

interface Config {
  server: { host: string; port: number; tls: { enabled: boolean; cert: string } };
  logging: { level: string; pretty: boolean };
  name: string;
}
const defaults: Config = {
  server: { host: "localhost", port: 80, tls: { enabled: false, cert: "" } },
  logging: { level: "info", pretty: false },
  name: "app",
};
const merged = deepMerge(defaults as unknown as Record<string, unknown>, {
  server: { port: 8443, tls: { enabled: true } },
  logging: { pretty: true },
}) as unknown as Config;
console.log(JSON.stringify(merged));
for (const [k, v] of entries(merged.server)) console.log(k, typeof v);
