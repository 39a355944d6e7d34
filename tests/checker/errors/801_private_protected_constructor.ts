// A private constructor used outside its class (TS2673) or extended (TS2675); a protected one used
// outside the class and its subclasses (TS2674). Inside them (static factories, subclasses) it is fine.
class Stack<T> {
  private constructor(private xs: T[]) {}
  static of<T>(...xs: T[]) {
    return new Stack<T>(xs);
  }
}
class Base {
  protected constructor(public n: number) {}
  static make() {
    return new Base(1);
  }
}
class Sub extends Base {
  constructor() {
    super(2);
  }
  static other() {
    return new Base(3);
  }
}
const s = new Stack<number>([1]);
const b = new Base(2);
class MinStack extends Stack<number> {}
console.log(s, b, new Sub(), Stack.of(1), MinStack);
