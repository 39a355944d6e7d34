interface Point {
  x: number;
  y: number;
}
function origin(): Point {
  return { x: 0 };
}
