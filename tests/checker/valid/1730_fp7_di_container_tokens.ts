// Dependency injection container keyed by typed tokens.
class Token<T> {
  private declare readonly _type: T;
  constructor(readonly name: string) {}
}

type Factory<T> = (c: Container) => T;

class Container {
  private factories = new Map<Token<unknown>, Factory<unknown>>();
  private singletons = new Map<Token<unknown>, unknown>();
  private resolving: string[] = [];

  register<T>(token: Token<T>, factory: Factory<T>, singleton = true): this {
    this.factories.set(token, factory);
    if (!singleton) this.singletons.delete(token);
    return this;
  }

  value<T>(token: Token<T>, v: T): this {
    this.singletons.set(token, v);
    return this;
  }

  resolve<T>(token: Token<T>): T {
    if (this.singletons.has(token)) return this.singletons.get(token) as T;
    const factory = this.factories.get(token) as Factory<T> | undefined;
    if (!factory) throw new Error(`no provider for ${token.name}`);
    if (this.resolving.includes(token.name)) {
      throw new Error(`cycle: ${[...this.resolving, token.name].join(" -> ")}`);
    }
    this.resolving.push(token.name);
    try {
      const v = factory(this);
      this.singletons.set(token, v);
      return v;
    } finally {
      this.resolving.pop();
    }
  }
}

interface Config {
  dbUrl: string;
  retries: number;
}
interface Logger {
  info(msg: string): void;
}
interface UserService {
  find(id: number): string;
}

const CONFIG = new Token<Config>("config");
const LOGGER = new Token<Logger>("logger");
const USERS = new Token<UserService>("users");
const A = new Token<number>("a");
const B = new Token<number>("b");

const lines: string[] = [];
const c = new Container()
  .value(CONFIG, { dbUrl: "mem://", retries: 3 })
  .register(LOGGER, () => ({ info: (m) => lines.push(`[info] ${m}`) }))
  .register(USERS, (k) => {
    const log = k.resolve(LOGGER);
    const cfg = k.resolve(CONFIG);
    log.info(`users using ${cfg.dbUrl}`);
    return { find: (id) => `user#${id}` };
  })
  .register(A, (k) => k.resolve(B) + 1)
  .register(B, (k) => k.resolve(A) + 1);

const users = c.resolve(USERS);
console.log(users.find(7), c.resolve(USERS) === users);
console.log(c.resolve(CONFIG).retries);
try {
  c.resolve(A);
} catch (e) {
  console.log((e as Error).message);
}
try {
  c.resolve(new Token<string>("missing"));
} catch (e) {
  console.log((e as Error).message);
}
console.log(lines);
