// new Map(iterable) / new Set(iterable) call this.set / this.add (looked up once, a subclass's
// override runs), close the iterator when it throws; Map.prototype.getOrInsert(Computed).
const calls: string[] = [];
class LoggingMap<K, V> extends Map<K, V> {
  set(k: K, v: V) {
    calls.push(`set ${String(k)}=${String(v)}`);
    return super.set(k, v);
  }
}
const lm = new LoggingMap([["a", 1], ["b", 2]]);
console.log(calls, lm.size);

class UniqueLower extends Set<string> {
  add(v: string) {
    return super.add(v.toLowerCase());
  }
}
console.log([...new UniqueLower(["A", "a", "B"])]);

const original = Map.prototype.set;
(Map.prototype as any).set = 42;
try {
  new Map([[1, 2]]);
} catch (e) {
  console.log((e as Error).constructor.name, (e as Error).message);
}
console.log(new Map().size, "(no iterable: set is not looked up)");
Map.prototype.set = original;

let closed = 0;
const entries = {
  [Symbol.iterator]() {
    return {
      next: () => ({ value: [1, 1], done: false }),
      return() {
        closed++;
        return {};
      },
    };
  },
};
class Failing extends Map {
  set(): this {
    throw new Error("set failed");
  }
}
try {
  new Failing(entries as any);
} catch (e) {
  console.log((e as Error).message, "closed:", closed);
}

const m = new Map<any, number>([["x", 1]]);
const mm = m as any;
console.log(mm.getOrInsert("x", 5), mm.getOrInsert("y", 6), mm.getOrInsert(-0, 7), m.has(0), [...m.keys()]);
let computed = 0;
console.log(mm.getOrInsertComputed("x", () => ++computed), mm.getOrInsertComputed("z", (k: string) => k + (++computed)));
console.log(
  mm.getOrInsertComputed("w", (k: string) => {
    m.set(k, 100);
    return 200;
  }),
  m.get("w"),
  computed,
);
try {
  mm.getOrInsertComputed("q", 1);
} catch (e) {
  console.log((e as Error).constructor.name);
}
