abstract class Shape {
  abstract area(): number;
  abstract readonly name: string;
  describe(): string {
    return `${this.name} with area ${this.area().toFixed(2)}`;
  }
}
class Circle extends Shape {
  readonly name = "circle";
  constructor(private r: number) {
    super();
  }
  area(): number {
    return Math.PI * this.r ** 2;
  }
}
const shapes: Shape[] = [new Circle(1), new Circle(2)];
shapes.forEach((s) => console.log(s.describe()));
