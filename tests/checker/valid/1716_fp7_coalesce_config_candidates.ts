// Config resolution helpers: coalesce/fallback generics fed literals, nulls and object literals.
function coalesce<T>(primary: T, secondary: T): T {
  return primary ?? secondary;
}

function pickDefined<T>(value: T | undefined, fallback: T): T {
  return value === undefined ? fallback : value;
}

function firstOf<T>(...candidates: T[]): T | undefined {
  return candidates.find((c) => c !== null && c !== undefined);
}

interface Env {
  PORT?: string;
  HOST?: string;
  TLS?: string;
  WORKERS?: string;
}

function resolveConfig(env: Env, file: { port?: number; host?: string | null }) {
  const port: number | null = coalesce(file.port ?? null, env.PORT ? Number(env.PORT) : 8080);
  const host: string | null = coalesce(null, file.host ?? env.HOST ?? "0.0.0.0");
  const tls = coalesce({ enabled: false }, { enabled: env.TLS === "1", cert: "/etc/cert.pem" });
  const workers: number | undefined = coalesce(undefined, env.WORKERS ? parseInt(env.WORKERS, 10) : 2);
  const mode = pickDefined<"dev" | "prod">(undefined, "dev");
  return { port, host, tls, workers, mode };
}

const configs = [
  resolveConfig({ PORT: "3000", TLS: "1" }, { host: "example.org" }),
  resolveConfig({ WORKERS: "8" }, { port: 443, host: null }),
  resolveConfig({}, {}),
];

for (const c of configs) {
  const tlsInfo = c.tls.enabled ? `tls(${"cert" in c.tls ? c.tls.cert : "?"})` : "plain";
  console.log(`${c.host}:${c.port} ${tlsInfo} workers=${c.workers} mode=${c.mode}`);
}

const label: string | undefined = firstOf(undefined, "primary", "secondary");
const limits: { max: number } | null = coalesce(null, { max: 10 });
console.log(label, limits?.max, firstOf<number>());
