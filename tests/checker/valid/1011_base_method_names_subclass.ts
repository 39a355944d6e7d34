// A base class whose members name a subclass declared after it: the subclass inherits the base's
// constructor parameters (no TS2554), and `this is Sub` narrows the receiver.
class Shape {
  constructor(public readonly label: string) {}
  asCircle(): Circle | null {
    return this instanceof Circle ? this : null;
  }
  isCircle(): this is Circle {
    return this instanceof Circle;
  }
}
class Circle extends Shape {
  radius = 2;
  area(): number {
    return Math.PI * this.radius ** 2;
  }
}
const shapes: Shape[] = [new Shape("plain"), new Circle("round")];
for (const s of shapes) {
  if (s.isCircle()) console.log(s.label, s.area().toFixed(2));
  else console.log(s.label, s.asCircle());
}
