// Whole program (issue 15, sixth pass: agent data work and type-level TypeScript).
type Config = {
  host: string;
  port: number;
  tls: { enabled: boolean; cert?: string };
  retries: number;
  tags: string[];
};

type DeepPartial<T> = { [K in keyof T]?: T[K] extends object ? DeepPartial<T[K]> : T[K] };

const base: Config = { host: "localhost", port: 8080, tls: { enabled: false }, retries: 2, tags: [] };

function merge(a: Config, b: DeepPartial<Config>): Config {
  return {
    ...a,
    ...b,
    tls: { ...a.tls, ...b.tls },
    tags: b.tags ? b.tags.filter((t): t is string => typeof t === "string") : a.tags,
  } as Config;
}

const prod = merge(base, { host: "api.example.com", tls: { enabled: true, cert: "x.pem" }, port: 443 });
console.log(prod);

type Getters<T> = { [K in keyof T as `get${Capitalize<string & K>}`]: () => T[K] };
type Setters<T> = { [K in keyof T as `set${Capitalize<string & K>}`]: (v: T[K]) => void };

function accessors(c: Config): Getters<Pick<Config, "host" | "port">> & Setters<Pick<Config, "port">> {
  return {
    getHost: () => c.host,
    getPort: () => c.port,
    setPort: (v) => {
      c.port = v;
    },
  };
}

const acc = accessors({ ...base });
acc.setPort(9000);
console.log(acc.getHost(), acc.getPort());

type RequiredKeys = { [K in keyof Config]-?: undefined extends Config[K] ? never : K }[keyof Config];
const keys: RequiredKeys[] = ["host", "port", "tls", "retries", "tags"];
console.log(keys.length);

const frozen: Readonly<Config> = Object.freeze({ ...base });
console.log(Object.isFrozen(frozen), frozen.port);

function pick<T extends object, K extends keyof T>(obj: T, ...ks: K[]): Pick<T, K> {
  const out = {} as Pick<T, K>;
  for (const k of ks) out[k] = obj[k];
  return out;
}
function omit<T extends object, K extends keyof T>(obj: T, ...ks: K[]): Omit<T, K> {
  const out = { ...obj };
  for (const k of ks) delete out[k];
  return out;
}
console.log(pick(prod, "host", "port"), Object.keys(omit(prod, "tls", "tags")));
