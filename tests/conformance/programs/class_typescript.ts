// TypeScript-only class syntax is erased: modifiers, parameter properties, abstract members,
// implements, declare fields, overloads, index signatures, generics, definite assignment.
interface Shape {
  readonly name: string;
  area(): number;
}
interface Named {
  label?: string;
}

abstract class BaseShape implements Shape, Named {
  abstract readonly name: string;
  declare label?: string;
  [extra: string]: unknown;
  private static created = 0;
  public static readonly UNITS: string = "cm";
  protected readonly id: number;
  definite!: number;
  optional?: string;

  constructor() {
    this.id = ++BaseShape.created;
  }

  abstract area(): number;
  protected abstract sides(): number;

  describe(): string;
  describe(verbose: boolean): string;
  describe(verbose?: boolean): string {
    const base = `${this.name}#${this.id}: area ${this.area().toFixed(2)}${BaseShape.UNITS}²`;
    return verbose ? `${base}, ${this.sides()} sides` : base;
  }

  public static count(): number {
    return BaseShape.created;
  }

  override toString(): string {
    return `[${this.name}]`;
  }
}

class Circle extends BaseShape {
  readonly name = "circle";
  constructor(private readonly radius: number) {
    super();
  }
  area(): number {
    return Math.PI * this.radius ** 2;
  }
  protected sides(): number {
    return 0;
  }
}

class Rect<T extends number = number> extends BaseShape {
  override readonly name: string = "rect";
  constructor(
    public readonly width: T,
    public readonly height: T,
    protected note?: string,
  ) {
    super();
  }
  public override area(): number {
    return this.width * this.height;
  }
  protected override sides(): number {
    return 4;
  }
}

const shapes: Shape[] = [new Circle(1), new Rect(2, 3), new Rect<number>(1, 1, "square")];
for (const s of shapes) {
  const b = s as BaseShape;
  console.log(b.describe(), "|", b.describe(true), "|", String(b));
}
console.log(shapes);
console.log(BaseShape.count(), BaseShape.UNITS, Object.keys(shapes[2]));
console.log("label" in shapes[0], "definite" in shapes[0], (shapes[0] as any).definite);
console.log(JSON.stringify(shapes[1]));

// A generic container class with a parameter property and a type-guard method.
class Stack<T> {
  private items: T[] = [];
  constructor(private readonly capacity: number = Infinity) {}
  push(item: T): boolean {
    if (this.items.length >= this.capacity) return false;
    this.items.push(item);
    return true;
  }
  pop(): T | undefined {
    return this.items.pop();
  }
  peek(): T | undefined {
    return this.items[this.items.length - 1];
  }
  get size(): number {
    return this.items.length;
  }
  isEmpty(): this is Stack<never> {
    return this.items.length === 0;
  }
}
const st = new Stack<string>(2);
console.log(st.push("a"), st.push("b"), st.push("c"), st.peek(), st.size, st.pop(), st.isEmpty(), st);

// `this` parameters and accessibility modifiers on accessors.
class Greeter {
  private _greeting = "hello";
  public get greeting(): string {
    return this._greeting;
  }
  protected set greeting(v: string) {
    this._greeting = v;
  }
  greet(this: Greeter, who: string): string {
    return `${this._greeting}, ${who}`;
  }
}
console.log(new Greeter().greet("world"), new Greeter().greeting);

// Generic class with a static factory and constrained type parameter.
class Repository<T extends { id: number }> {
  private byId = new Map<number, T>();
  static of<U extends { id: number }>(...items: U[]): Repository<U> {
    const r = new Repository<U>();
    items.forEach((i) => r.add(i));
    return r;
  }
  add(item: T): this {
    this.byId.set(item.id, item);
    return this;
  }
  find(id: number): T | undefined {
    return this.byId.get(id);
  }
  get all(): T[] {
    return [...this.byId.values()];
  }
}
const repo = Repository.of({ id: 1, name: "a" }, { id: 2, name: "b" });
console.log(repo.find(2), repo.find(3), repo.all.length);
