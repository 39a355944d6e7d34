class Box<T> {
  constructor(readonly v: T) {}
  static of<U>(v: U): Box<U> {
    return new Box(v);
  }
  map<R>(f: (v: T) => R): Box<R> {
    return new Box(f(this.v));
  }
}
const boxes = [1, 2].map(Box.of);
console.log(boxes[0].v.toFixed());
const strs = boxes.map((b) => b.map(String));
console.log(strs[1].v.length);
const nested = ["a"].map(Box.of).map((b) => b.map(Box.of));
console.log(nested[0].v.v.toUpperCase());
const util = {
  pair<A>(a: A): [A, A] {
    return [a, a];
  },
};
const ps = ["x"].map(util.pair);
console.log(ps[0][1].length);
const parsed = ["1", "2"].map(Number.parseFloat).map(Math.round);
console.log(parsed[0].toFixed());
const arrs = [[1], [2, 3]].map(Array.from);
console.log(arrs.length);
