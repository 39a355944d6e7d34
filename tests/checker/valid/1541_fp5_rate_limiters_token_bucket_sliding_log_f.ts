// Rate limiters: token bucket, sliding log, fixed window, with a fake clock
interface Limiter { allow(now: number): boolean; readonly name: string }
class TokenBucket implements Limiter {
  readonly name = "token-bucket";
  private tokens: number;
  private last = 0;
  constructor(private readonly capacity: number, private readonly refillPerSec: number) { this.tokens = capacity; }
  allow(now: number): boolean {
    const elapsed = (now - this.last) / 1000;
    this.tokens = Math.min(this.capacity, this.tokens + elapsed * this.refillPerSec);
    this.last = now;
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }
}
class SlidingLog implements Limiter {
  readonly name: string = "sliding-log";
  private log: number[] = [];
  constructor(private limit: number, private windowMs: number) {}
  allow(now: number) {
    const cutoff = now - this.windowMs;
    const firstInside = this.log.findIndex((t) => t > cutoff);
    this.log = firstInside === -1 ? [] : this.log.slice(firstInside);
    if (this.log.length >= this.limit) return false;
    this.log.push(now);
    return true;
  }
}
const fixedWindow = (limit: number, windowMs: number): Limiter => {
  let windowStart = -Infinity, count = 0;
  return {
    name: "fixed-window",
    allow(now) {
      if (now - windowStart >= windowMs) { windowStart = now - (now % windowMs); count = 0; }
      return ++count <= limit;
    },
  };
};
const times = [0, 100, 200, 300, 900, 1000, 1100, 1150, 1999, 2000, 2001, 3500];
const limiters: Limiter[] = [new TokenBucket(3, 2), new SlidingLog(3, 1000), fixedWindow(3, 1000)];
for (const lim of limiters) {
  const res = times.map((t) => (lim.allow(t) ? "+" : "-")).join("");
  console.log(lim.name.padEnd(14), res, `${[...res].filter((c) => c === "+").length}/${times.length}`);
}
type Stats = { [K in "allowed" | "denied"]: number };
const stats = times.reduce<Stats>((s, t) => {
  s[new SlidingLog(2, 500).allow(t) ? "allowed" : "denied"]++;
  return s;
}, { allowed: 0, denied: 0 });
console.log(stats);
const lastDenied = times.findLast((t) => t % 1000 === 0);
const lastIdx = times.findLastIndex((t) => t < 1000);
console.log(lastDenied, lastIdx, times.at(-1), times.with(0, -1).slice(0, 3), times.toReversed().slice(0, 2));
