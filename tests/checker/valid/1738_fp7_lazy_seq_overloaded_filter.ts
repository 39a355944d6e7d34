// Lazy sequence class with generic chaining (no generators).
class Seq<T> {
  private constructor(private readonly source: () => T[]) {}

  static of<T>(...items: T[]): Seq<T> {
    return new Seq(() => items);
  }

  static range(start: number, end: number, step = 1): Seq<number> {
    return new Seq(() => {
      const out: number[] = [];
      for (let i = start; step > 0 ? i < end : i > end; i += step) out.push(i);
      return out;
    });
  }

  static from<T>(iterable: Iterable<T>): Seq<T> {
    return new Seq(() => Array.from(iterable));
  }

  map<U>(f: (x: T, i: number) => U): Seq<U> {
    return new Seq(() => this.source().map(f));
  }

  filter<S extends T>(pred: (x: T) => x is S): Seq<S>;
  filter(pred: (x: T) => boolean): Seq<T>;
  filter(pred: (x: T) => boolean): Seq<T> {
    return new Seq(() => this.source().filter(pred));
  }

  flatMap<U>(f: (x: T) => readonly U[]): Seq<U> {
    return new Seq(() => this.source().flatMap((x) => [...f(x)]));
  }

  take(n: number): Seq<T> {
    return new Seq(() => this.source().slice(0, n));
  }

  chunk(size: number): Seq<T[]> {
    return new Seq(() => {
      const xs = this.source();
      const out: T[][] = [];
      for (let i = 0; i < xs.length; i += size) out.push(xs.slice(i, i + size));
      return out;
    });
  }

  reduce<A>(f: (acc: A, x: T) => A, init: A): A {
    return this.source().reduce(f, init);
  }

  toArray(): T[] {
    return this.source();
  }

  first(): T | undefined {
    return this.source()[0];
  }
}

const squares = Seq.range(1, 20)
  .filter((n) => n % 3 === 0)
  .map((n) => n * n)
  .take(4)
  .toArray();
console.log(squares);

const mixed = Seq.of<string | number | null>(1, "a", null, 2, "bb", null);
const strings = mixed.filter((x): x is string => typeof x === "string").map((s) => s.toUpperCase());
console.log(strings.toArray(), mixed.filter((x) => x !== null).toArray().length);

const words = Seq.from(new Set(["x y", "z", "w v u"])).flatMap((s) => s.split(" "));
console.log(words.chunk(2).toArray());
console.log(Seq.range(10, 0, -3).reduce((acc, n) => acc + n, 0), Seq.of<number>().first());
const lengths = Seq.from("hello".split("")).map((c, i) => `${i}:${c}`).toArray().join(",");
console.log(lengths);
