// Generic functions without a return type whose body names their type parameters, called directly,
// as methods, and passed by name to other generic functions: the inferred return type must not leak
// the function's own type parameter (T) into the caller (TS2339 "... on type 'T'").
function wrap<T>(x: T) {
  return [x] as T[];
}
function ident<T>(x: T) {
  const y: T = x;
  return y;
}
function apply<A, R>(f: (a: A) => R, a: A): R {
  return f(a);
}
class Util {
  static first<T>(xs: T[]) {
    const r = xs[0] as T | undefined;
    return r;
  }
  keys<T extends object>(o: T) {
    return Object.keys(o) as (keyof T)[];
  }
}
class Box<T> {
  constructor(public v: T) {}
  map<U>(f: (v: T) => U) {
    return new Box(f(this.v));
  }
}
function outer<U>(u: U) {
  function inner<T>(t: T) {
    return [t, u] as [T, U];
  }
  return inner(1);
}
const wrapped = [1, 2].map(wrap);
const same = ["x"].map(ident);
const later = await Promise.resolve(4).then(ident);
const pair = outer("s");
console.log(wrapped[0][0].toFixed(), same[0].toUpperCase(), later.toFixed(), apply(ident, "s").toUpperCase());
console.log(Util.first([1, 2])?.toFixed(), new Util().keys({ a: 1 }).map((k) => k.toUpperCase()));
console.log(new Box({ s: "a" }).map((o) => o.s).v.toUpperCase(), pair[0].toFixed(), pair[1].length);
