const pointA = [3, 4] as const;
function len([x, y]: readonly [number, number]): number {
  return Math.sqrt(x * x + y * y);
}
console.log(len(pointA));
