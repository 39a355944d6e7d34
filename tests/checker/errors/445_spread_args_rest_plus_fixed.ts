function line(x1: number, y1: number, x2: number, y2: number): number {
  return Math.hypot(x2 - x1, y2 - y1);
}
const start = [0, 0];
console.log(line(...start, 3, 4));
