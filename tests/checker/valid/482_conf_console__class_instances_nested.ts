// Class instances inside structures, with accessor and private members, and Map of instances.
class Point { constructor(public x: number, public y: number) {} }
class Line { constructor(public from: Point, public to: Point) {} }
console.log(new Line(new Point(0, 0), new Point(3, 4)));
console.log([new Point(1, 2)], { p: new Point(5, 6) }, new Map([["origin", new Point(0, 0)]]));
class Wrapper { inner = { deep: { deeper: new Point(1, 1) } }; }
console.log(new Wrapper());
