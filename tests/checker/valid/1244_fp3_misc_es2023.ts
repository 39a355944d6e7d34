const nums = [5, 1, 4, 2, 3];
const sorted = nums.toSorted((a, b) => a - b);
const reversed = nums.toReversed();
const replaced = nums.with(0, 50);
const spliced = nums.toSpliced(1, 2, 9, 9, 9);
console.log(nums, sorted, reversed, replaced, spliced);
console.log(nums.findLast((n) => n > 2), nums.findLastIndex((n) => n > 10), nums.at(-2));
const people = [
  { name: "a", age: 30 },
  { name: "b", age: 20 },
];
const youngest = people.toSorted((x, y) => x.age - y.age)[0];
console.log(youngest.name, Object.hasOwn(youngest, "age"), "x".at(0));
const err = new Error("outer", { cause: new Error("inner") });
console.log(err.cause instanceof Error ? err.cause.message : "none");
const grouped: Record<string, number[]> = {};
for (const n of nums) (grouped[n % 2 ? "odd" : "even"] ||= []).push(n);
console.log(grouped);
const flat = [[1, [2]], [3]].flat(2);
console.log(flat, [1, 2, 3].flatMap((x) => (x % 2 ? [x, x * 10] : [])));
const str = "a-b-c";
console.log(str.replaceAll("-", "+"), str.split("-", 2), "Straße".normalize("NFD").length);
const m = new Map<string, { n: number }>();
m.set("x", { n: 1 });
const entry = m.get("x");
if (entry) entry.n++;
console.log([...m.values()].map((v) => v.n), Array.from(m.keys()));
const weak = new WeakMap<object, string>();
const key = {};
weak.set(key, "v");
console.log(weak.get(key), weak.has({}));
const sym = Symbol("tag");
const tagged = { [sym]: 1, plain: 2 };
console.log(tagged[sym], Object.keys(tagged), sym.description, sym.toString());
class Temp {
  constructor(private c: number) {}
  [Symbol.toPrimitive](hint: string) {
    return hint === "string" ? `${this.c}°C` : this.c;
  }
  get [Symbol.toStringTag]() {
    return "Temp";
  }
}
const t = new Temp(21);
console.log(`${t}`, +t + 1, Object.prototype.toString.call(t));
let i = 0;
do {
  i += 3;
} while (i < 10);
console.log(i, void 0, typeof null, [1, 2, 3].includes(NaN), [NaN].includes(NaN), [NaN].indexOf(NaN));
const fnOpt: ((x: number) => number) | undefined = Math.random() > 2 ? (x) => x : undefined;
console.log(fnOpt?.(3) ?? "no fn", Number.MAX_SAFE_INTEGER.toString(36), (12345.6789).toFixed(0));
outer: for (const a of [1, 2, 3]) {
  for (const b of [1, 2, 3]) {
    if (a * b === 4) break outer;
    if (b > a) continue outer;
    console.log(a, b);
  }
}
