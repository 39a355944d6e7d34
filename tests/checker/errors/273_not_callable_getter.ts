class Circle {
  constructor(private r: number) {}
  get area(): number {
    return Math.PI * this.r * this.r;
  }
}
const c = new Circle(2);
console.log(c.area());
