const Point = class {
  constructor(
    public x: number,
    public y: number,
  ) {}
  norm(): number {
    return Math.hypot(this.x, this.y);
  }
};
console.log(new Point(3, 4).norm());
