type Fn<A, B> = (a: A) => B;

function pipe<A>(a: A): A;
function pipe<A, B>(a: A, f1: Fn<A, B>): B;
function pipe<A, B, C>(a: A, f1: Fn<A, B>, f2: Fn<B, C>): C;
function pipe<A, B, C, D>(a: A, f1: Fn<A, B>, f2: Fn<B, C>, f3: Fn<C, D>): D;
function pipe<A, B, C, D, E>(a: A, f1: Fn<A, B>, f2: Fn<B, C>, f3: Fn<C, D>, f4: Fn<D, E>): E;
function pipe(a: unknown, ...fns: Array<Fn<unknown, unknown>>): unknown {
  return fns.reduce((acc, f) => f(acc), a);
}

const compose =
  <A, B, C>(f: Fn<B, C>, g: Fn<A, B>): Fn<A, C> =>
  (x) =>
    f(g(x));

const curry3 =
  <A, B, C, R>(f: (a: A, b: B, c: C) => R) =>
  (a: A) =>
  (b: B) =>
  (c: C): R =>
    f(a, b, c);

const map = <T, U>(f: (t: T) => U) => (xs: readonly T[]): U[] => xs.map(f);
const filter = <T>(p: (t: T) => boolean) => (xs: readonly T[]): T[] => xs.filter(p);
const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);

const words = ["alpha", "beta", "gamma", "delta", "epsilon"];
const totalLong = pipe(
  words,
  filter((w: string) => w.length > 4),
  map((w: string) => w.length),
  sum,
);
console.log(totalLong);

const shout = compose((s: string) => s + "!", (s: string) => s.toUpperCase());
const lenThenDouble = compose((n: number) => n * 2, (s: string) => s.length);
console.log(shout("hey"), lenThenDouble("four"));

const clamp = curry3((lo: number, hi: number, x: number) => Math.min(hi, Math.max(lo, x)));
const pct = clamp(0)(100);
console.log([-5, 50, 150].map(pct));

const result = pipe(
  "  Hello World  ",
  (s) => s.trim(),
  (s) => s.split(" "),
  (parts) => parts.map((p) => p.toLowerCase()),
  (parts) => parts.join("-"),
);
console.log(result, pipe(5));

const tap = <T>(label: string) => (x: T): T => {
  console.log(`[${label}]`, x);
  return x;
};
const n = pipe(3, (x) => x + 1, tap<number>("after inc"), (x) => x * 10);
console.log(n);
const id = <T,>(x: T) => x;
const fns: Array<(n: number) => number> = [(x) => x + 1, (x) => x * 2, id];
console.log(fns.reduceRight((acc, f) => f(acc), 5));
