function area(w: number, h: number): number {
  return w * h;

console.log(area(2, 3));
