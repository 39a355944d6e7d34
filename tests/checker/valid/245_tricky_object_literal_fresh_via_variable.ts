interface Point {
  x: number;
  y: number;
}
const extra = { x: 1, y: 2, label: "p" };
const p: Point = extra;
function show(pt: Point): string {
  return `${pt.x},${pt.y}`;
}
console.log(show(extra), p.x);
