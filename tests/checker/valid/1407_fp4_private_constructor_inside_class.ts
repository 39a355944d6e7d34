// A private or protected constructor used where tsc allows it: static initializers, static methods, arrows inside them, instance methods, subclasses.
class Singleton {
  static readonly instance = new Singleton();
  private static cache: Singleton[] = [new Singleton()];
  private constructor() {}
  static make = () => new Singleton();
  static many(n: number) { return Array.from({ length: n }, () => new Singleton()); }
  clone() { return new Singleton(); }
}
class P { protected constructor(readonly x: number) {} static of(x: number) { return new P(x); } }
class Q extends P { constructor() { super(1); } twin() { return new P(2); } static mk() { return new Q(); } }
const f = function () { return Singleton.make(); };
console.log(Singleton.instance === Singleton.instance, Singleton.many(2).length, f(), P.of(3).x, new Q().twin().x);
