// Generic utilities: chunk, zip, groupBy, range generators, partition, uniqBy
function chunk<T>(xs: readonly T[], size: number): T[][] {
  if (size <= 0) throw new RangeError("size must be positive");
  const out: T[][] = [];
  for (let i = 0; i < xs.length; i += size) out.push(xs.slice(i, i + size));
  return out;
}

function zip<A, B>(a: readonly A[], b: readonly B[]): [A, B][] {
  return Array.from({ length: Math.min(a.length, b.length) }, (_, i) => [a[i], b[i]]);
}

function groupBy<T, K extends PropertyKey>(xs: Iterable<T>, key: (x: T) => K): Record<K, T[]> {
  const out = {} as Record<K, T[]>;
  for (const x of xs) (out[key(x)] ||= []).push(x);
  return out;
}

function* range(start: number, end?: number, step = 1): Generator<number, void, undefined> {
  if (end === undefined) [start, end] = [0, start];
  if (step === 0) throw new RangeError("step cannot be 0");
  for (let i = start; step > 0 ? i < end : i > end; i += step) yield i;
}

function partition<T, S extends T>(xs: T[], pred: (x: T) => x is S): [S[], Exclude<T, S>[]];
function partition<T>(xs: T[], pred: (x: T) => boolean): [T[], T[]];
function partition<T>(xs: T[], pred: (x: T) => boolean): [T[], T[]] {
  const yes: T[] = [], no: T[] = [];
  for (const x of xs) (pred(x) ? yes : no).push(x);
  return [yes, no];
}

const uniqBy = <T, K>(xs: T[], f: (x: T) => K): T[] => {
  const seen = new Set<K>();
  return xs.filter((x) => {
    const k = f(x);
    return seen.has(k) ? false : (seen.add(k), true);
  });
};

const take = <T>(it: Iterable<T>, n: number): T[] => {
  const res: T[] = [];
  if (n <= 0) return res;
  for (const x of it) {
    res.push(x);
    if (res.length >= n) break;
  }
  return res;
};

console.log(chunk([1, 2, 3, 4, 5, 6, 7], 3));
console.log(zip(["a", "b", "c"], [1, 2]));
const people = [
  { name: "Ann", dept: "eng", age: 31 },
  { name: "Bob", dept: "ops", age: 45 },
  { name: "Cid", dept: "eng", age: 28 },
];
const byDept = groupBy(people, (p) => p.dept);
console.log(Object.keys(byDept), byDept["eng"]?.map((p) => p.name));
const byDecade = groupBy(people, (p) => Math.floor(p.age / 10) * 10);
console.log(byDecade);
console.log([...range(5)], [...range(10, 0, -3)], take(range(0, Infinity, 7), 4));
const mixed: (string | number)[] = [1, "two", 3, "four", 5];
const [strs, nums] = partition(mixed, (x): x is string => typeof x === "string");
console.log(strs.map((s) => s.toUpperCase()), nums.reduce((a, b) => a + b, 0));
const [evens, odds] = partition([1, 2, 3, 4, 5, 6], (n) => n % 2 === 0);
console.log(evens, odds);
console.log(uniqBy(people, (p) => p.dept).map((p) => p.name));
const sumBy = <T>(xs: T[], f: (x: T) => number) => xs.reduce((s, x) => s + f(x), 0);
console.log(sumBy(people, (p) => p.age) / people.length);
try { chunk([1], 0); } catch (e) { console.log(e instanceof RangeError, String(e)); }
