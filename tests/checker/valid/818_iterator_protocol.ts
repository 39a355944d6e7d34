class Countdown implements Iterable<number> {
  constructor(private readonly start: number) {}
  [Symbol.iterator](): Iterator<number, undefined> {
    let n = this.start;
    return {
      next: (): IteratorResult<number, undefined> => (n > 0 ? { value: n--, done: false } : { value: undefined, done: true }),
      return: (): IteratorResult<number, undefined> => ({ value: undefined, done: true }),
    };
  }
}
const cd = new Countdown(3);
console.log([...cd], Array.from(cd).length);
for (const n of cd) {
  if (n < 2) break;
  console.log(n);
}
const iter = cd[Symbol.iterator]();
let step = iter.next();
while (!step.done) {
  console.log(step.value * 10);
  step = iter.next();
}
const s = "héllo";
const chars = s[Symbol.iterator]();
console.log(chars.next().value);
const arrIt = [1, 2, 3][Symbol.iterator]();
console.log(arrIt.next().value);
const m = new Map<string, number>([["a", 1]]);
const [[k, v]] = m;
console.log(k, v + 1);
const [firstKey] = m.keys();
console.log(firstKey);
const setArr = [...new Set(["x", "y", "x"])];
console.log(setArr.length);
function isIterable(x: unknown): x is Iterable<unknown> {
  return typeof x === "object" && x !== null && Symbol.iterator in x;
}
console.log(isIterable([1]), isIterable({}));
