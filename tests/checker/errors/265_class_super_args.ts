class Shape {
  constructor(public name: string) {}
}
class Rect extends Shape {
  constructor(public w: number, public h: number) {
    super();
  }
}
