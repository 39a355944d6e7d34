interface Mapper<T> {
  map<U>(f: (x: T) => U): Mapper<U>;
  get(): T;
}
function box<T>(v: T): Mapper<T> {
  return { map: (f) => box(f(v)), get: () => v };
}
console.log(box(3).map((n) => n * 2).map(String).get().length);
