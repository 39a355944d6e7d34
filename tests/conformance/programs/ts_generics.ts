// TypeScript generics, `as` casts and non-null assertions `!` are erased before running.
function identity<T>(value: T): T {
  return value;
}
function firstOf<T>(items: T[]): T | undefined {
  return items[0];
}
function mapValues<K extends string, V, R>(obj: Record<K, V>, f: (v: V) => R): Record<K, R> {
  const out = {} as Record<K, R>;
  for (const k of Object.keys(obj) as K[]) out[k] = f(obj[k]);
  return out;
}
function pair<A, B>(a: A, b: B): [A, B] {
  return [a, b];
}
console.log(identity<number>(5), identity("s"), firstOf([3, 2, 1]), firstOf<string>([]));
console.log(mapValues({ a: 1, b: 2 }, (v) => v * 10), pair("x", 1));
const maybe: string | undefined = [..."abc"].length > 0 ? "present" : undefined;
console.log(maybe!.toUpperCase(), maybe!.length);
const el = { value: "42" } as unknown as { value: string };
console.log(parseInt(el.value) + 1);
const n = ("7" as any) * 2;
console.log(n);
const list = <T,>(...xs: T[]): T[] => xs;
console.log(list(1, 2, 3), list<string>("a"));
class_free: {
  const box = <T>(v: T) => ({ get: () => v, map: <U>(f: (x: T) => U) => f(v) });
  console.log(box(21).map((x) => x * 2), box("hi").get());
}
interface Stack<T> {
  push(x: T): void;
  pop(): T | undefined;
  size(): number;
}
function makeStack<T>(): Stack<T> {
  const items: T[] = [];
  return { push: (x) => void items.push(x), pop: () => items.pop(), size: () => items.length };
}
const st = makeStack<number>();
st.push(1);
st.push(2);
console.log(st.pop(), st.size(), st.pop(), st.pop(), st.size());
const record = { a: 1 } as Record<string, number>;
console.log(record["b"]!, record.a! + 1);
const nums = [1, 2, 3] as const;
console.log(nums, nums.length);
let definite!: number;
definite = 3;
console.log(definite);
const tuple: [string, number, boolean?] = ["t", 1];
console.log(tuple, tuple.length);
