// Bank-queue simulation with a deterministic PRNG and an event queue
function lcg(seed: number): () => number {
  let s = seed >>> 0;
  return () => ((s = (Math.imul(s, 1664525) + 1013904223) >>> 0) / 2 ** 32);
}
type Ev = { t: number; kind: "arrive"; id: number } | { t: number; kind: "depart"; id: number; teller: number };
class EventQueue {
  private evs: Ev[] = [];
  push(e: Ev) {
    let i = this.evs.length;
    while (i > 0 && this.evs[i - 1].t > e.t) i--;
    this.evs.splice(i, 0, e);
  }
  shift(): Ev | undefined { return this.evs.shift(); }
  get size() { return this.evs.length; }
}
function simulate(customers: number, tellers: number, seed: number) {
  const rand = lcg(seed);
  const expo = (mean: number) => -Math.log(1 - rand()) * mean;
  const q = new EventQueue();
  const waiting: { id: number; since: number }[] = [];
  const busy: (number | null)[] = Array(tellers).fill(null);
  const waits: number[] = [];
  let t = 0;
  for (let id = 0; id < customers; id++) q.push({ t: (t += expo(2)), kind: "arrive", id });
  let now = 0, maxQueue = 0;
  const startService = (teller: number, id: number, since: number) => {
    busy[teller] = id;
    waits.push(now - since);
    q.push({ t: now + expo(5), kind: "depart", id, teller });
  };
  for (let e = q.shift(); e; e = q.shift()) {
    now = e.t;
    if (e.kind === "arrive") {
      const free = busy.indexOf(null);
      if (free >= 0) startService(free, e.id, now);
      else { waiting.push({ id: e.id, since: now }); maxQueue = Math.max(maxQueue, waiting.length); }
    } else {
      busy[e.teller] = null;
      const next = waiting.shift();
      if (next) startService(e.teller, next.id, next.since);
    }
  }
  const avg = waits.reduce((a, b) => a + b, 0) / (waits.length || 1);
  return { served: waits.length, avgWait: avg.toFixed(2), maxWait: Math.max(0, ...waits).toFixed(2), maxQueue, end: now.toFixed(1) };
}
for (const tellers of [1, 2, 3, 4]) console.log(tellers, simulate(200, tellers, 42));
const r = lcg(7);
console.log(Array.from({ length: 5 }, () => Math.floor(r() * 100)));
