type Json = string | number | boolean | null | Json[] | { [k: string]: Json };
function walk(j: Json, depth = 0): number {
  if (Array.isArray(j)) return Math.max(depth, ...j.map((x) => walk(x, depth + 1)));
  if (j !== null && typeof j === "object") return Math.max(depth, ...Object.values(j).map((x) => walk(x, depth + 1)));
  return depth;
}
console.log(walk({ a: [1, { b: [2] }] }));
type Tree<T> = { value: T; children?: Tree<T>[] };
const sumTree = (t: Tree<number>): number => t.value + (t.children ?? []).reduce((s, c) => s + sumTree(c), 0);
console.log(sumTree({ value: 1, children: [{ value: 2 }, { value: 3, children: [{ value: 4 }] }] }));
function groupBy<T, K extends PropertyKey>(xs: T[], key: (x: T) => K): Record<K, T[]> {
  return xs.reduce((acc, x) => { const k = key(x); (acc[k] ||= []).push(x); return acc; }, {} as Record<K, T[]>);
}
const g = groupBy([1, 2, 3, 4], (n) => (n % 2 ? "odd" : "even"));
console.log(g.odd, g.even);
function mapValues<T extends object, R>(o: T, f: <K extends keyof T>(v: T[K], k: K) => R): { [K in keyof T]: R } {
  const out = {} as { [K in keyof T]: R };
  (Object.keys(o) as (keyof T)[]).forEach((k) => { out[k] = f(o[k], k); });
  return out;
}
console.log(mapValues({ a: 1, b: 2 }, (v) => String(v)));
const compose = <A, B, C>(f: (b: B) => C, g: (a: A) => B) => (a: A) => f(g(a));
const lenPlus1 = compose((n: number) => n + 1, (s: string) => s.length);
console.log(lenPlus1("abc"));
function assert(cond: unknown, msg = "assertion failed"): asserts cond { if (!cond) throw new Error(msg); }
const maybeNum: number | undefined = [1][0];
assert(maybeNum !== undefined);
console.log(maybeNum + 1);
type Fn = (...args: number[]) => number;
const ops: Record<"add" | "mul", Fn> = { add: (...a) => a.reduce((x, y) => x + y, 0), mul: (...a) => a.reduce((x, y) => x * y, 1) };
console.log(ops.add(1, 2, 3), ops.mul(2, 3));
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
async function withTimeout<T>(p: Promise<T>, ms: number): Promise<T | "timeout"> {
  return Promise.race([p, sleep(ms).then(() => "timeout" as const)]);
}
console.log(await withTimeout(sleep(50).then(() => 1), 5));
const results = await Promise.all([1, 2, 3].map(async (n) => { await sleep(1); return n * n; }));
console.log(results);
let acc = "";
for (const [i, ch] of [..."héllo"].entries()) acc += i % 2 ? ch.toUpperCase() : ch;
console.log(acc);
const obj = { x: 1, y: { z: [1, 2] } };
const copy = JSON.parse(JSON.stringify(obj)) as typeof obj;
copy.y.z.push(3);
console.log(obj.y.z.length, copy.y.z.length);
class Queue<T> { #q: T[] = []; enqueue(x: T) { this.#q.push(x); } dequeue(): T | undefined { return this.#q.shift(); } get length() { return this.#q.length; } }
const q = new Queue<string>(); q.enqueue("a"); q.enqueue("b");
console.log(q.dequeue(), q.length);
