abstract class Shape {
  abstract area(): number;
  describe(): string {
    return `area ${this.area()}`;
  }
}
class Circle extends Shape {
  constructor(private r: number) {
    super();
  }
}
