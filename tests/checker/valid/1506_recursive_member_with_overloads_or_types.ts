class Parser {
  parse(s: string): number;
  parse(s: string[]): number[];
  parse(s: string | string[]) {
    if (Array.isArray(s)) return s.map((x) => this.parse(x));
    return s.length ? 1 + this.parse(s.slice(1)) : 0;
  }
  // helper (see parse)
  size(xs: number[]): number { return xs.length ? 1 + this.size(xs.slice(1)) : 0; }
  count = (n: number): number => (n > 0 ? this.count(n - 1) : 0);
  other(n: number) { return n > 0 ? this.size([n]) : 0; }
}
const o: { f(n: number): number } = { f(n) { return n ? this.f(n - 1) : 0; } };
const o2 = { g(n: number) { return n; }, h(n: number) { return this.g(n) + 1; } };
console.log(new Parser().parse("abc"), o.f(2), o2.h(1));
interface Counter { next(n: number): number }
class C {
  next(this: Counter, n: number) { return n > 0 ? this.next(n - 1) : 0; }
}
console.log(C, new Parser().size([]));
class W {
  walk: (n: number) => number = (n) => (n > 0 ? this.walk(n - 1) : 0);
  run: (n: number) => number = (n: number) => { return n > 0 ? this.run(n - 1) : 0; };
}
type Fn = { f(n: number): number };
const o1 = { f(n: number) { return n; } } satisfies Fn;
const o3 = <Fn>{ f(n: number) { return n > 0 ? this.f(n - 1) : 0; } };
console.log(new W().walk(2), o1, o3, "m12");
