class Point {
  readonly x: number;
  readonly y: number;
  constructor(x: number, y: number) {
    this.x = x;
    this.y = y;
  }
  translate(dx: number, dy: number): Point {
    return new Point(this.x + dx, this.y + dy);
  }
}
console.log(new Point(1, 2).translate(3, 4));
