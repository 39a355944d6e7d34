// Rate limiter and cache bookkeeping with WeakMap/Map, generic memoize with a key function.
interface Request { user: string; path: string; at: number }

class TokenBucket {
  private tokens: number;
  private last: number;
  constructor(private readonly capacity: number, private readonly perSecond: number, now: number) {
    this.tokens = capacity;
    this.last = now;
  }
  take(now: number): boolean {
    const elapsed = (now - this.last) / 1000;
    this.tokens = Math.min(this.capacity, this.tokens + elapsed * this.perSecond);
    this.last = now;
    if (this.tokens >= 1) {
      this.tokens -= 1;
      return true;
    }
    return false;
  }
}

function memoize<A extends unknown[], R>(fn: (...args: A) => R, key: (...args: A) => string): (...args: A) => R {
  const cache = new Map<string, R>();
  return (...args: A): R => {
    const k = key(...args);
    if (cache.has(k)) return cache.get(k)!;
    const v = fn(...args);
    cache.set(k, v);
    return v;
  };
}

let slowCalls = 0;
const routeCost = memoize((path: string, user: string) => {
  slowCalls++;
  return path.split("/").filter(Boolean).length * (user.startsWith("admin") ? 0.5 : 1);
}, (p, u) => `${u}:${p}`);

const buckets = new Map<string, TokenBucket>();
const sessions = new WeakMap<object, { hits: number }>();
const sessionObjs: Record<string, object> = {};

const traffic: Request[] = [];
for (let t = 0; t < 3000; t += 150) {
  traffic.push({ user: t % 600 === 0 ? "admin-1" : "u-7", path: t % 450 === 0 ? "/a/b/c" : "/a", at: t });
}

const verdicts = { allowed: 0, limited: 0 };
let cost = 0;
for (const req of traffic) {
  let bucket = buckets.get(req.user);
  if (!bucket) {
    bucket = new TokenBucket(3, 2, req.at);
    buckets.set(req.user, bucket);
  }
  const sess = (sessionObjs[req.user] ??= {});
  const info = sessions.get(sess) ?? { hits: 0 };
  info.hits++;
  sessions.set(sess, info);
  if (bucket.take(req.at)) {
    verdicts.allowed++;
    cost += routeCost(req.path, req.user);
  } else {
    verdicts.limited++;
  }
}
console.log(verdicts, "cost", cost, "slow calls", slowCalls);
for (const [user, obj] of Object.entries(sessionObjs)) {
  console.log(user, sessions.get(obj)?.hits);
}
