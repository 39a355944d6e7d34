class Point {
  constructor(public x: number, public y: number) {}
}
const p = new Point(1, "2");
console.log(p);
