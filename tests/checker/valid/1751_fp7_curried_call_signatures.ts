// Curried functions typed by overloaded call-signature interfaces.
interface Curried2<A, B, R> {
  (a: A): (b: B) => R;
  (a: A, b: B): R;
}

interface Curried3<A, B, C, R> {
  (a: A): Curried2<B, C, R>;
  (a: A, b: B): (c: C) => R;
  (a: A, b: B, c: C): R;
}

function curry<A, B, R>(f: (a: A, b: B) => R): Curried2<A, B, R>;
function curry<A, B, C, R>(f: (a: A, b: B, c: C) => R): Curried3<A, B, C, R>;
function curry(f: (...args: unknown[]) => unknown) {
  const go =
    (got: unknown[]) =>
    (...more: unknown[]): unknown => {
      const all = [...got, ...more];
      return all.length >= f.length ? f(...all) : go(all);
    };
  return go([]);
}

const add = curry((a: number, b: number) => a + b);
const replace = curry((pattern: string, replacement: string, s: string) => s.split(pattern).join(replacement));
const between = curry((lo: number, hi: number, x: number) => x >= lo && x <= hi);

const inc = add(1);
console.log(add(2, 3), inc(41), [1, 2, 3].map(add(10)));

const dashesToSpaces = replace("-", " ");
const noDots = replace(".")("");
console.log(dashesToSpaces("a-b-c"), noDots("1.2.3"), replace("x", "y", "xxx"));

const isDigit = between(0)(9);
const isPercent = between(0, 100);
console.log([-1, 5, 12].filter(isDigit), [50, 150].map(isPercent));

const prop =
  <K extends PropertyKey>(k: K) =>
  <T extends Record<K, unknown>>(o: T): T[K] =>
    o[k];
const getName = prop("name");
const people = [
  { name: "Ann", age: 3 },
  { name: "Bo", age: 5 },
];
console.log(people.map(getName).join("&"), getName({ name: 42 }) + 1);
