class Rectangle {
  constructor(
    public readonly width: number,
    public readonly height: number,
    private label: string = "rect",
  ) {}
  area(): number {
    return this.width * this.height;
  }
  describe(): string {
    return `${this.label} ${this.width}x${this.height}`;
  }
}
const r = new Rectangle(3, 4);
console.log(r.area(), r.describe());
