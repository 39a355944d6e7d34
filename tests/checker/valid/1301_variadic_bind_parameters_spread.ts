// Partial application and argument forwarding with rest tuples.
function bind1<A, R extends unknown[], X>(f: (a: A, ...r: R) => X, a: A): (...r: R) => X {
  return (...r: R) => f(a, ...r);
}
function greet(greeting: string, name: string, times: number): string {
  return `${greeting}, ${name}`.repeat(times);
}
const hello = bind1(greet, "Hello");
const s: string = hello("Ann", 2);
console.log(s.length);

function add(a: number, b: number): number {
  return a + b;
}
type AddArgs = Parameters<typeof add>;
const pair: AddArgs = [1, 2];
console.log(add(...pair));
const argsList: Parameters<typeof greet>[] = [
  ["Hi", "Bo", 1],
  ["Yo", "Cy", 2],
];
for (const args of argsList) console.log(greet(...args));

function logged<A extends unknown[], R>(name: string, f: (...a: A) => R): (...a: A) => R {
  return (...a: A): R => {
    console.log("calling", name, a.length);
    return f(...a);
  };
}
const loggedAdd = logged("add", add);
const n: number = loggedAdd(1, 2);
console.log(n.toFixed(0));

function curry2<A, B, R>(f: (a: A, b: B) => R): (a: A) => (b: B) => R {
  return (a) => (b) => f(a, b);
}
console.log(curry2(add)(1)(2) + 1);

function tuple<T extends unknown[]>(...items: T): T {
  return items;
}
const t = tuple(1, "a", true);
const t0: number = t[0];
const t1: string = t[1];
console.log(t0, t1.length, t[2]);
