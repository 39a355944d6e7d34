interface Shape { area(): number; readonly name: string }
class Square implements Shape {
  readonly name = "square";
  constructor(private side: number) {}
  area() { return this.side ** 2; }
}
class Circle implements Shape {
  readonly name: string = "circle";
  constructor(private r: number) {}
  area(): number { return Math.PI * this.r * this.r; }
}
const all: Shape[] = [new Square(2), new Circle(1)];
console.log(all.map((s) => `${s.name}=${s.area().toFixed(1)}`).join(" "));
