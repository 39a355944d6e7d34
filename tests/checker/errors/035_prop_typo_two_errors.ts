interface Point {
  x: number;
  y: number;
}
function dist(a: Point, b: Point): number {
  const dx = a.x - b.X;
  const dy = a.y - b.Y;
  return Math.sqrt(dx * dx + dy * dy);
}
