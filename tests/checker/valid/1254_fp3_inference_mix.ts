type Level = "low" | "mid" | "high";
const classify = (n: number) => (n < 10 ? "low" : n < 100 ? "mid" : "high");
const levels: Level[] = [5, 50, 500].map(classify);
console.log(levels);

const pairs = ["a", "bb", "ccc"].map((s) => [s, s.length] as const);
const lookup = Object.fromEntries(pairs);
console.log(lookup.bb, pairs[2][1] + 1);

const words = ["x", "", "y", undefined, "z", null];
const nonEmpty = words.filter((w): w is string => !!w);
console.log(nonEmpty.map((w) => w.toUpperCase()).join(""));
const defined = words.filter((w) => w != null);
console.log(defined.length, defined.map((w) => w.length));

const stats = [3, 1, 4, 1, 5, 9, 2, 6].reduce(
  (acc, n) => ({ min: Math.min(acc.min, n), max: Math.max(acc.max, n), sum: acc.sum + n, count: acc.count + 1 }),
  { min: Infinity, max: -Infinity, sum: 0, count: 0 },
);
console.log(stats, (stats.sum / stats.count).toFixed(2));

const grouped = ["apple", "avocado", "banana", "blueberry", "cherry"].reduce<Record<string, string[]>>((g, w) => {
  (g[w[0]] ??= []).push(w);
  return g;
}, {});
console.log(grouped);

function firstDefined<T>(...xs: (T | undefined)[]): T | undefined {
  return xs.find((x) => x !== undefined);
}
const fd = firstDefined(undefined, 3, 4);
console.log(fd === undefined ? "none" : fd.toFixed(1));

function zipWith<A, B, C>(a: readonly A[], b: readonly B[], f: (a: A, b: B) => C): C[] {
  return a.slice(0, Math.min(a.length, b.length)).map((x, i) => f(x, b[i]));
}
const zipped = zipWith([1, 2, 3], ["a", "b"], (n, s) => s.repeat(n));
console.log(zipped);

const unique = Array.from(new Set([3, 1, 3, 2, 1])).sort((a, b) => a - b);
const byLen = new Map(["aa", "b", "cc", "d"].map((w) => [w.length, w]));
console.log(unique, byLen, [...byLen.values()]);

const status = Math.random() > 2 ? "ok" : "fail";
const message = status === "ok" ? { code: 200, text: "fine" } : { code: 500, text: "broken", retry: true };
console.log(message.code, "retry" in message ? message.retry : false);

const handlers = {
  add: (a: number, b: number) => a + b,
  concat: (a: string, b: string) => a + b,
};
type HandlerName = keyof typeof handlers;
const names = Object.keys(handlers) as HandlerName[];
console.log(names, handlers.add(1, 2), handlers.concat("a", "b"));
const tuple = [1, "two", true] as [number, string, boolean];
const [n1, s1, b1] = tuple;
console.log(n1.toFixed(1), s1.length, b1 ? "yes" : "no");
const promiseOfArr = Promise.resolve([1, 2, 3]);
const doubled = await promiseOfArr.then((xs) => xs.map((x) => x * 2));
console.log(doubled.reduce((a, b) => a + b));
