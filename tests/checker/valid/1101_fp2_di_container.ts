// Tiny dependency-injection container with typed tokens and lazy singletons
class Token<T> {
  private declare readonly _type: T;
  constructor(readonly name: string) {}
  toString() {
    return `Token(${this.name})`;
  }
}

type Factory<T> = (c: Container) => T;
type Lifetime = "singleton" | "transient";

class Container {
  private factories = new Map<Token<unknown>, { factory: Factory<unknown>; lifetime: Lifetime }>();
  private instances = new Map<Token<unknown>, unknown>();
  private resolving = new Set<Token<unknown>>();

  register<T>(token: Token<T>, factory: Factory<T>, lifetime: Lifetime = "singleton"): this {
    this.factories.set(token, { factory, lifetime });
    return this;
  }

  resolve<T>(token: Token<T>): T {
    if (this.instances.has(token)) return this.instances.get(token) as T;
    const reg = this.factories.get(token);
    if (!reg) throw new Error(`no provider for ${token}`);
    if (this.resolving.has(token)) throw new Error(`cycle: ${[...this.resolving, token].map((t) => t.name).join(" -> ")}`);
    this.resolving.add(token);
    try {
      const value = reg.factory(this) as T;
      if (reg.lifetime === "singleton") this.instances.set(token, value);
      return value;
    } finally {
      this.resolving.delete(token);
    }
  }

  resolveAll<T extends readonly Token<unknown>[]>(...tokens: T): { [K in keyof T]: T[K] extends Token<infer V> ? V : never } {
    return tokens.map((t) => this.resolve(t)) as { [K in keyof T]: T[K] extends Token<infer V> ? V : never };
  }
}

interface Logger {
  log(msg: string): void;
  lines: string[];
}
interface Config {
  readonly dbUrl: string;
  readonly retries: number;
}
class Db {
  static instances = 0;
  readonly id = ++Db.instances;
  constructor(private url: string, private logger: Logger) {
    logger.log(`db#${this.id} connect ${url}`);
  }
  query(sql: string): string[] {
    this.logger.log(`db#${this.id} ${sql}`);
    return sql.includes("users") ? ["ann", "bob"] : [];
  }
}

const LOGGER = new Token<Logger>("logger");
const CONFIG = new Token<Config>("config");
const DB = new Token<Db>("db");
const REQUEST_ID = new Token<number>("requestId");
const A = new Token<string>("a");
const B = new Token<string>("b");

let reqs = 0;
const c = new Container()
  .register(LOGGER, () => {
    const lines: string[] = [];
    return { lines, log: (m) => lines.push(m) };
  })
  .register(CONFIG, () => ({ dbUrl: "mem://test", retries: 2 }))
  .register(DB, (c) => new Db(c.resolve(CONFIG).dbUrl, c.resolve(LOGGER)))
  .register(REQUEST_ID, () => ++reqs, "transient")
  .register(A, (c) => "a" + c.resolve(B))
  .register(B, (c) => "b" + c.resolve(A));

const [db, logger, cfg] = c.resolveAll(DB, LOGGER, CONFIG);
console.log(db.query("select * from users"), cfg.retries);
console.log(c.resolve(DB) === db, Db.instances, c.resolve(REQUEST_ID), c.resolve(REQUEST_ID));
try {
  c.resolve(A);
} catch (e) {
  console.log((e as Error).message);
}
try {
  c.resolve(new Token<boolean>("missing"));
} catch (e) {
  console.log(String(e));
}
console.log(logger.lines);
