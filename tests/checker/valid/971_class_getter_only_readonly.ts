class Rect {
  constructor(private readonly w: number, private readonly h: number) {}
  get area(): number { return this.w * this.h; }
  get perimeter() { return 2 * (this.w + this.h); }
  scale(k: number): Rect { return new Rect(this.w * k, this.h * k); }
}
const rr = new Rect(2, 3).scale(2);
console.log(rr.area, rr.perimeter);
