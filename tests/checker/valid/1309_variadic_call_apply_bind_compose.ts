// Variadic forwarding through the library and classes: call/apply/bind, a generic command class with a rest tuple, compose, debounce and once over Parameters<F>, setTimeout's extra arguments, arrays of callbacks typed by one rest tuple.
function add(a: number, b: number): number {
  return a + b;
}
function greet(this: { name: string }, greeting: string, punct: string): string {
  return greeting + ", " + this.name + punct;
}
const r1: number = add.call(null, 1, 2);
const r2: number = add.apply(null, [1, 2]);
const add1 = add.bind(null, 1);
const r3: number = add1(2);
const r4: string = greet.call({ name: "Ann" }, "hi", "!");
const r5: string = greet.apply({ name: "Bo" }, ["yo", "?"]);
const bound = greet.bind({ name: "Cy" });
const r6: string = bound("hey", ".");
const bound2 = greet.bind({ name: "Di" }, "hello");
const r7: string = bound2("!!");
class Cmd<A extends unknown[]> {
  constructor(private run: (...a: A) => void) {}
  exec(...a: A): this {
    this.run(...a);
    return this;
  }
}
new Cmd((x: number, y: string) => console.log(x + 1, y.length)).exec(1, "a").exec(2, "b");
const p = new Promise<[number, string]>((res) => res([1, "a"]));
p.then(([n, s]) => console.log(n + 1, s.toUpperCase()));
function compose<A extends unknown[], B, C>(f: (b: B) => C, g: (...a: A) => B): (...a: A) => C {
  return (...a) => f(g(...a));
}
const lenSum = compose((n: number) => n.toFixed(1), add);
console.log(lenSum(1, 2).length, r1, r2, r3, r4, r5, r6, r7);
function debounce<F extends (...args: any[]) => void>(f: F, ms: number): (...args: Parameters<F>) => void {
  let t: number | undefined;
  return (...args) => {
    if (t !== undefined) clearTimeout(t);
    t = setTimeout(() => f(...args), ms);
  };
}
const save = debounce((id: number, body: string) => console.log(id, body.length), 10);
save(1, "x");
function once<T extends (...args: any[]) => any>(fn: T): T {
  let done = false;
  let result: ReturnType<T>;
  return ((...args: Parameters<T>) => {
    if (!done) {
      done = true;
      result = fn(...args);
    }
    return result;
  }) as T;
}
const init = once((n: number) => n * 2);
console.log(init(2).toFixed(0));
setTimeout((a: number, b: string) => console.log(a, b), 0, 1, "b");
const fns: Array<(...args: number[]) => number> = [Math.max, Math.min, (...xs) => xs.length];
console.log(fns.map((f) => f(1, 2, 3)));
function invokeAll<A extends unknown[]>(fs: ((...a: A) => void)[], ...a: A): void {
  fs.forEach((f) => f(...a));
}
invokeAll([(x: number) => console.log(x), (x) => console.log(x + 1)], 5);
const tupleList: [string, number][] = [["a", 1]];
const objs = tupleList.map(([k, v]) => ({ k, v }));
console.log(objs[0]?.k.length, Object.fromEntries(tupleList).a);
