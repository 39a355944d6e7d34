// Variadic tuples: concat, call-forwarding and tail types as utility code writes them.
function concat<T extends unknown[], U extends unknown[]>(a: [...T], b: [...U]): [...T, ...U] {
  return [...a, ...b];
}
const joined = concat([1, "two"], [true, 4n]);
const first: number = joined[0];
const second: string = joined[1].toUpperCase();
const third: boolean = joined[2];
console.log(first + 1, second, third, joined.length);

function call<A extends unknown[], R>(f: (...args: A) => R, ...args: A): R {
  return f(...args);
}
const total = call((a: number, b: number) => a + b, 2, 3);
const label = call((name: string, n: number) => `${name}#${n}`, "item", 7);
console.log(total.toFixed(1), label.toUpperCase());

type Tail<T extends any[]> = T extends [any, ...infer R] ? R : never;
type Head<T extends any[]> = T extends [infer H, ...any[]] ? H : never;
type Rest = Tail<[number, string, boolean]>;
const rest: Rest = ["a", false];
const h: Head<[string, number]> = "x";
console.log(rest[0].length, rest[1], h);

function tail<T extends unknown[]>(t: readonly [unknown, ...T]): T {
  const [, ...r] = t;
  return r as T;
}
const tl = tail([1, "a", 2] as const);
console.log(tl[0].length, tl[1] + 1);
const tl2 = tail([1, "b", 3]);
console.log(tl2[0].toUpperCase(), tl2[1].toFixed(2));
