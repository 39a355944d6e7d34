interface Shape {
  area(): number;
}
class Square implements Shape {
  constructor(private side: number) {}
  area(): string {
    return String(this.side * this.side);
  }
}
