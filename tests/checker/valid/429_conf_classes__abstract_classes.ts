// abstract classes and members are erased; template method pattern.
abstract class Shape {
  abstract area(): number;
  abstract readonly kind: string;
  describe() { return `${this.kind} with area ${this.area().toFixed(2)}`; }
}
class Circle extends Shape {
  readonly kind = "circle";
  constructor(private r: number) { super(); }
  area() { return Math.PI * this.r * this.r; }
}
class Sq extends Shape {
  kind = "square";
  constructor(private s: number) { super(); }
  area() { return this.s ** 2; }
}
const shapes: Shape[] = [new Circle(1), new Sq(3)];
for (const s of shapes) console.log(s.describe(), s instanceof Shape);
console.log(shapes);
