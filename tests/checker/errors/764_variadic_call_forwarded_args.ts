function call<A extends unknown[], R>(f: (...args: A) => R, ...args: A): R {
  return f(...args);
}
const s: string = call((a: number, b: number) => a + b, 1, 2);
console.log(s);
