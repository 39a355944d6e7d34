// pipe / compose / curry with overloads.
function pipe<A>(a: A): A;
function pipe<A, B>(a: A, ab: (a: A) => B): B;
function pipe<A, B, C>(a: A, ab: (a: A) => B, bc: (b: B) => C): C;
function pipe<A, B, C, D>(a: A, ab: (a: A) => B, bc: (b: B) => C, cd: (c: C) => D): D;
function pipe(a: unknown, ...fns: Array<(x: unknown) => unknown>): unknown {
  return fns.reduce((acc, f) => f(acc), a);
}

function compose<A, B, C>(bc: (b: B) => C, ab: (a: A) => B): (a: A) => C {
  return (a) => bc(ab(a));
}

function curry2<A, B, R>(f: (a: A, b: B) => R): (a: A) => (b: B) => R {
  return (a) => (b) => f(a, b);
}

function curry3<A, B, C, R>(f: (a: A, b: B, c: C) => R): (a: A) => (b: B) => (c: C) => R {
  return (a) => (b) => (c) => f(a, b, c);
}

const add = curry2((a: number, b: number) => a + b);
const clamp = curry3((lo: number, hi: number, x: number) => Math.min(hi, Math.max(lo, x)));
const toFixed2 = (n: number) => n.toFixed(2);
const exclaim = (s: string) => `${s}!`;

const addTen = add(10);
const clampPercent = clamp(0)(100);

console.log(pipe(5));
console.log(pipe(5, addTen));
console.log(pipe(95, addTen, clampPercent));
console.log(pipe(3.14159, addTen, toFixed2, exclaim));

const shout = compose(exclaim, (s: string) => s.toUpperCase());
console.log(shout("hello"));

const words = ["alpha", "beta", "gamma"];
const lengths = words.map(compose((n: number) => n * 2, (s: string) => s.length));
console.log(lengths);

const stats = pipe(
  [4, 8, 15, 16, 23, 42],
  (xs) => xs.filter((x) => x % 2 === 0),
  (xs) => ({ count: xs.length, sum: xs.reduce((a, b) => a + b, 0) }),
  ({ count, sum }) => `${count} even numbers, sum ${sum}`
);
console.log(stats);

const flip =
  <A, B, R>(f: (a: A) => (b: B) => R) =>
  (b: B) =>
  (a: A): R =>
    f(a)(b);
const subtract = curry2((a: number, b: number) => a - b);
console.log(subtract(10)(3), flip(subtract)(10)(3));
