class Point {
  x: number;
  y: number;
  constructor(xy: [number, number]);
  constructor(x: number, y: number);
  constructor(a: number | [number, number], b?: number) {
    if (Array.isArray(a)) [this.x, this.y] = a;
    else { this.x = a; this.y = b ?? 0; }
  }
  len(): number { return Math.hypot(this.x, this.y); }
}
console.log(new Point(3, 4).len(), new Point([6, 8]).len());
