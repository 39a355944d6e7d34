// Connection pool with #private brand checks, static blocks, private-field narrowing and health stats.
interface Conn { id: number; openedAt: number; queries: number }

class Pool {
  static LIMITS: { max: number; idleMs: number };
  static {
    const max = 3;
    Pool.LIMITS = { max, idleMs: max * 1000 };
  }
  #idle: Conn[] = [];
  #busy = new Set<Conn>();
  #nextId = 1;
  #lastError: Error | null = null;
  #closed = false;

  static isPool(x: unknown): x is Pool {
    return typeof x === "object" && x !== null && #idle in x;
  }

  acquire(now: number): Conn {
    if (this.#closed) throw new Error("pool closed");
    let c = this.#idle.pop();
    if (!c) {
      if (this.#busy.size >= Pool.LIMITS.max) {
        this.#lastError = new Error(`pool exhausted at ${this.#busy.size} connections`);
        throw this.#lastError;
      }
      c = { id: this.#nextId++, openedAt: now, queries: 0 };
    }
    this.#busy.add(c);
    return c;
  }

  release(c: Conn): void {
    if (!this.#busy.delete(c)) throw new Error(`connection ${c.id} is not busy`);
    this.#idle.push(c);
  }

  get health(): string {
    if (this.#lastError) return `degraded (${this.#lastError.message})`;
    return this.#closed ? "closed" : "ok";
  }

  close(): number {
    this.#closed = true;
    const n = this.#idle.length + this.#busy.size;
    this.#idle = [];
    this.#busy.clear();
    return n;
  }

  get stats() {
    return { idle: this.#idle.length, busy: this.#busy.size, created: this.#nextId - 1 };
  }
}

const db = {
  async query(conn: Conn, sql: string): Promise<number> {
    conn.queries++;
    return sql.length % 5;
  },
};

const pool = new Pool();
async function run(sql: string, now: number): Promise<number> {
  const c = pool.acquire(now);
  try {
    return await db.query(c, sql);
  } finally {
    pool.release(c);
  }
}

const results = await Promise.all(["SELECT 1", "SELECT 22", "SELECT 333"].map((q, i) => run(q, i * 10)));
console.log("results", results, pool.stats, pool.health);
const held = [pool.acquire(100), pool.acquire(101), pool.acquire(102)];
try {
  pool.acquire(103);
} catch (e) {
  console.log("expected:", (e as Error).message);
}
held.forEach((c) => pool.release(c));
console.log(pool.health, pool.stats, Pool.LIMITS, Pool.isPool(pool), Pool.isPool({ idle: [] }));
console.log("closed", pool.close(), pool.health);
try {
  pool.release(held[0]);
} catch (e) {
  if (e instanceof Error) console.log(e.message);
}
