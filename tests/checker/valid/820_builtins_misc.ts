function Point(this: { x: number } | void, x: number) {
  if (new.target === undefined) return { x };
  return undefined;
}
console.log(Point(1));
class Base {
  readonly kind: string;
  constructor() {
    this.kind = new.target.name;
  }
}
class Derived extends Base {}
console.log(new Derived().kind);
const target = { a: 1 };
console.log(Reflect.has(target, "a"), Reflect.ownKeys(target), Reflect.getOwnPropertyDescriptor(target, "a")?.value);
const nf = new Intl.NumberFormat("en-US", { minimumFractionDigits: 2 });
console.log(nf.format(3), new Intl.DateTimeFormat("en-US", { timeZone: "UTC" }).format(new Date(0)));
console.log(new Date(0).toLocaleString("en-US", { timeZone: "UTC" }), (0.5).toLocaleString("en-US", { style: "percent" }));
const words = ["b", "a", "c"];
console.log(words.toSorted(), words.toReversed(), words.with(0, "z"), words.findLast((w) => w > "a"), words.at(-1));
console.log([1, [2, [3]]].flat(2), Object.hasOwn(target, "a"), "abc".at(-1), "a-b".replaceAll("-", "+"));
const err = new Error("outer", { cause: new Error("inner") });
console.log(err.cause instanceof Error);
const agg = new AggregateError([new Error("x")], "many");
console.log(agg.errors.length);
const copy = structuredClone(new Map([[1, { deep: [1] }]]));
console.log(copy.get(1)?.deep.length);
const wm = new WeakMap<object, number>();
const key = {};
wm.set(key, 1);
console.log(wm.get(key), globalThis.Math.max(1, 2));
const results = await Promise.allSettled([Promise.resolve(1), Promise.reject(new Error("no"))]);
console.log(results.map((r) => r.status));
const winner = await Promise.any([Promise.resolve("a"), Promise.resolve("b")]);
console.log(winner);
const date = new Date(Date.UTC(2024, 0, 1));
console.log(date.toISOString(), JSON.stringify({ d: date }));
console.log(Number.isInteger(5), Number.EPSILON > 0, Math.trunc(-1.5), Math.sign(-3));
console.log(String.raw`a\nb`, encodeURIComponent("a b"), parseInt("42", 10));
