type Point = [number, number, number?];
const p2: Point = [1, 2];
const p3: Point = [1, 2, 3];
function dims(p: Point): number {
  return p[2] === undefined ? 2 : 3;
}
console.log(dims(p2), dims(p3));
