// The iterator protocol on Symbol.iterator: guest iterables everywhere, closing, yield*.
class Range {
  constructor(private lo: number, private hi: number) {}
  [Symbol.iterator]() {
    let i = this.lo;
    const hi = this.hi;
    return {
      next: () => (i < hi ? { value: i++, done: false } : { value: undefined, done: true }),
      return: () => {
        console.log("closed at", i);
        return { value: undefined, done: true };
      },
    };
  }
}
for (const x of new Range(0, 3)) console.log("for-of", x);
console.log([...new Range(1, 4)], Array.from(new Range(0, 3), (x) => x * 10));
const [a, b] = new Range(5, 10);
console.log("destructured", a, b);
const [c, ...rest] = new Range(0, 4);
console.log(c, rest);
for (const x of new Range(0, 10)) {
  if (x === 2) break;
}
try {
  for (const x of new Range(0, 10)) {
    if (x === 1) throw new Error("boom");
  }
} catch (e) {
  console.log("caught", (e as Error).message);
}
function f() {
  for (const x of new Range(0, 10)) if (x === 3) return x;
}
console.log("returned", f());
console.log(new Map(new Range(0, 2).constructor === Range ? [[1, "a"]] : []), new Set(new Range(0, 3)));
console.log(Math.max(...new Range(0, 5)));
class Tree {
  items = [3, 1, 2];
  *[Symbol.iterator]() {
    yield* this.items;
  }
}
console.log([...new Tree()]);
function* deleg() {
  const r = yield* new Range(0, 2);
  console.log("yield* result", r);
}
console.log([...deleg()]);
const arr = [1, 2, 3];
console.log(typeof arr[Symbol.iterator], arr[Symbol.iterator] === arr.values, [][Symbol.iterator]().next());
const sit = "ab"[Symbol.iterator]();
console.log(sit.next(), sit.next(), sit.next());
const m = new Map([["k", 1]]);
console.log(m[Symbol.iterator] === m.entries, [...m[Symbol.iterator]()]);
const s = new Set([1]);
console.log(s[Symbol.iterator] === s.values);
function* g() { yield 1; }
const gen = g();
console.log(gen[Symbol.iterator]() === gen);
Promise.all(new Range(0, 3)).then((v) => console.log("all", v));
const bad: any = { [Symbol.iterator]: () => 5 };
try { [...bad]; } catch (e) { console.log((e as Error).message); }
const bad2: any = { [Symbol.iterator]: () => ({ next: () => 1 }) };
try { for (const x of bad2) console.log(x); } catch (e) { console.log((e as Error).message); }
const plain: any = {};
try { [...plain]; } catch (e) { console.log((e as Error).message); }
console.log([1, 2].concat({ length: 2, 0: "x", 1: "y", [Symbol.isConcatSpreadable]: true } as any));
const notSpread: any = [9, 8];
notSpread[Symbol.isConcatSpreadable] = false;
console.log([1].concat(notSpread).length);
