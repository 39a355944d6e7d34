function mergeOptions<T extends object>(...layers: Partial<T>[]): Partial<T> {
  return Object.assign({}, ...layers);
}

function firstDefined<T>(...xs: (T | undefined)[]): T | undefined {
  for (const x of xs) if (x !== undefined) return x;
  return undefined;
}

function either<T>(a: T, b: T): T { return Math.random() < 2 ? a : b; }

interface ServerOpts { host: string; port: number; tls: boolean }
const opts = mergeOptions<ServerOpts>({ host: "localhost" }, { port: 8080 }, {});
console.log(opts.host, opts.port, opts.tls ?? false);

const pick = either({ kind: "file", path: "/tmp/a" }, { kind: "url", href: "http://x" });
console.log(pick.kind, pick.path ?? pick.href);

const lists = either([1, 2, 3], ["a", "b"]);
console.log(lists.length);

const point = firstDefined(undefined, { x: 1, y: 2 }, { x: 3, y: 4 });
console.log(point?.x);

function group<T, K extends string>(xs: T[], key: (x: T) => K): Record<K, T[]> {
  const out = {} as Record<K, T[]>;
  for (const x of xs) (out[key(x)] ??= []).push(x);
  return out;
}
const g = group([{ t: "a", n: 1 }, { t: "b", n: 2 }, { t: "a", n: 3 }], (x) => x.t);
console.log(Object.keys(g).join(","), g.a?.length);

class Defaults<T extends object> {
  constructor(private base: T) {}
  with(...over: Partial<T>[]): T { return Object.assign({}, this.base, ...over); }
}
const d = new Defaults({ retries: 3, backoff: 100, name: "job" });
const cfg = d.with({ retries: 5 }, { name: "sync" });
console.log(cfg.retries, cfg.backoff, cfg.name);
