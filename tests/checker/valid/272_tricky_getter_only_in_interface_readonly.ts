interface HasArea {
  readonly area: number;
}
class Sq implements HasArea {
  constructor(private s: number) {}
  get area(): number {
    return this.s * this.s;
  }
}
const shapes: HasArea[] = [new Sq(2), { area: 5 }];
console.log(shapes.map((s) => s.area));
