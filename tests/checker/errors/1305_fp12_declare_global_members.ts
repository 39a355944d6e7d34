// With a `declare global` block, members missing from the program's own types are still errors.
declare global {
  interface Array<T> {
    second(): T | undefined;
  }
}
class Stack {
  items: number[] = [];
}
const s = new Stack();
console.log(s.itemz, s.items.second(), { a: 1 }.b);
