interface Shape { area(): number; name: string }
abstract class Base implements Shape {
  constructor(public readonly name: string) {}
  abstract area(): number;
  toString(): string { return `${this.name}(${this.area().toFixed(2)})`; }
}
class Circle extends Base { constructor(private r: number) { super("circle"); } area() { return Math.PI * this.r ** 2; } }
class Rect extends Base { constructor(private w: number, private h: number) { super("rect"); } area() { return this.w * this.h; } }
const shapes: Shape[] = [new Circle(1), new Rect(2, 3)];
const largest = shapes.toSorted((a, b) => b.area() - a.area())[0];
console.log(String(largest));
function isCircle(s: Shape): s is Circle { return s instanceof Circle; }
console.log(shapes.filter(isCircle).length);
class Stack<T> {
  private items: T[] = [];
  push(...xs: T[]): this { this.items.push(...xs); return this; }
  pop(): T | undefined { return this.items.pop(); }
  peek(): T | undefined { return this.items.at(-1); }
  get size() { return this.items.length; }
  static of<U>(...xs: U[]): Stack<U> { return new Stack<U>().push(...xs); }
}
const st = Stack.of(1, 2, 3).push(4);
console.log(st.size, st.peek());
enum Level { Low = 1, Mid, High }
const lv: Level = Level.Mid;
console.log(Level[lv], lv);
const tuple: [string, number, boolean?] = ["a", 1];
const [s1, n1, b1 = false] = tuple;
console.log(s1, n1, b1);
