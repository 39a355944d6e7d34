class Box<T> {
  constructor(readonly value: T) {}
  static of<U>(v: U): Box<U> { return new Box(v); }
  then<R>(f: (v: T) => R): Box<R> { return Box.of(f(this.value)); }
}
const bx = Box.of(2).then((n) => n * 5).then((n) => `${n}!`);
console.log(bx.value.toUpperCase());
