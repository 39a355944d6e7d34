// Constructors: this assignments, default params, return of an object from a constructor.
class Point {
  x: number;
  y: number;
  constructor(x = 0, y = x) { this.x = x; this.y = y; }
  sum() { return this.x + this.y; }
}
console.log(new Point(), new Point(2), new Point(2, 5).sum());
class Weird { constructor() { return { replaced: true }; } }
console.log(new Weird());
class Prim { v = 1; constructor() { return 5 as any; } }
console.log(new Prim());
const p = new Point(1, 2);
console.log(p.constructor === Point, Object.getPrototypeOf(p) === Point.prototype, typeof Point);
console.log(Point.name, Point.length, Object.keys(p));
