interface Point {
  x: number;
  y: number;
}
function midpoint(a: Point, b: Point): Point {
  const x = (a.x + b.x) / 2;
  const y = (a.y + b.y) / 2;
  ({ x, y });
}
