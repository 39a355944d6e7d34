// Whole program (issue 15, sixth pass: agent data work and type-level TypeScript).
type Fn<A, B> = (a: A) => B;

function pipe<A, B>(ab: Fn<A, B>): Fn<A, B>;
function pipe<A, B, C>(ab: Fn<A, B>, bc: Fn<B, C>): Fn<A, C>;
function pipe<A, B, C, D>(ab: Fn<A, B>, bc: Fn<B, C>, cd: Fn<C, D>): Fn<A, D>;
function pipe(...fns: Array<Fn<any, any>>): Fn<any, any> {
  return (x) => fns.reduce((acc, f) => f(acc), x);
}

interface Row { city: string; temp: number; date: string }
const rows: Row[] = [
  { city: "Oslo", temp: -3, date: "2024-01-02" },
  { city: "Rome", temp: 12, date: "2024-01-02" },
  { city: "Oslo", temp: -7, date: "2024-01-03" },
  { city: "Rome", temp: 9, date: "2024-01-03" },
  { city: "Lima", temp: 24, date: "2024-01-03" },
];

const coldest = pipe(
  (rs: Row[]) => rs.filter((r) => r.temp < 10),
  (rs) => rs.sort((a, b) => a.temp - b.temp),
  (rs) => rs.map((r) => `${r.city} ${r.temp}°C`),
);
console.log(coldest(rows));

const countBy = <T, K extends string>(key: (t: T) => K) => (xs: T[]) =>
  xs.reduce((m, x) => m.set(key(x), (m.get(key(x)) ?? 0) + 1), new Map<K, number>());

const perCity = pipe(countBy((r: Row) => r.city), (m) => [...m.entries()], (es) => es.map(([k, v]) => `${k}:${v}`).join(" "));
console.log(perCity(rows));

const curry = <A, B, C>(f: (a: A, b: B) => C) => (a: A) => (b: B) => f(a, b);
const between = curry((lo: number, r: Row) => r.temp >= lo);
console.log(rows.filter(between(0)).length);

function compose<T>(...fns: Array<(x: T) => T>): (x: T) => T {
  return (x) => fns.reduceRight((acc, f) => f(acc), x);
}
const normalize = compose<string>((s) => s.trim(), (s) => s.toLowerCase(), (s) => s.replace(/\s+/g, " "));
console.log(JSON.stringify(normalize("  Hello   WORLD  ")));

const tap = <T,>(f: (x: T) => void) => (x: T): T => {
  f(x);
  return x;
};
const debugged = pipe((n: number) => n * 2, tap((n) => console.log("doubled", n)), (n) => n + 1);
console.log(debugged(20));

const zip = <A, B>(as: readonly A[], bs: readonly B[]): Array<[A, B]> => as.slice(0, Math.min(as.length, bs.length)).map((a, i) => [a, bs[i]]);
const pairs = zip(["a", "b", "c"], [1, 2]);
const obj = Object.fromEntries(pairs);
console.log(pairs, obj);
