abstract class Shape {
  private static created = 0;
  protected readonly id: number;
  constructor(public readonly name: string) {
    this.id = ++Shape.created;
  }
  abstract area(): number;
  abstract get perimeter(): number;
  describe(): string {
    return `#${this.id} ${this.name}: area=${this.area().toFixed(2)} perimeter=${this.perimeter.toFixed(2)}`;
  }
  static get count(): number {
    return Shape.created;
  }
}

class Rect extends Shape {
  constructor(protected w: number, protected h: number) {
    super("rect");
  }
  area() {
    return this.w * this.h;
  }
  get perimeter() {
    return 2 * (this.w + this.h);
  }
  static square(side: number): Square {
    return new Square(side);
  }
}

class Square extends Rect {
  constructor(side: number) {
    super(side, side);
  }
  override describe(): string {
    return super.describe().replace("rect", "square") + ` side=${this.w}`;
  }
}

class Circle extends Shape {
  #r: number;
  constructor(r: number) {
    super("circle");
    this.#r = r;
  }
  area(): number {
    return Math.PI * this.#r ** 2;
  }
  get perimeter(): number {
    return 2 * Math.PI * this.#r;
  }
  get radius() {
    return this.#r;
  }
  set radius(v: number) {
    if (v <= 0) throw new RangeError(`radius must be positive, got ${v}`);
    this.#r = v;
  }
}

const shapes: Shape[] = [new Rect(2, 3), Rect.square(4), new Circle(1)];
shapes.forEach((s) => console.log(s.describe()));
const c = shapes.find((s): s is Circle => s instanceof Circle);
if (c) {
  c.radius = 2;
  console.log(c.radius, c.area().toFixed(3));
  try {
    c.radius = -1;
  } catch (e) {
    console.log(e instanceof RangeError ? e.message : "?");
  }
}
const biggest = shapes.reduce((a, b) => (b.area() > a.area() ? b : a));
console.log("biggest:", biggest.name, Shape.count, shapes.map((s) => s.constructor.name));
console.log(shapes[1] instanceof Rect, shapes[1] instanceof Square, Object.getPrototypeOf(Square) === Rect);
const sorted = [...shapes].sort((a, b) => a.perimeter - b.perimeter).map((s) => s.name);
console.log(sorted);
