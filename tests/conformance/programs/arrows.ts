// Arrow functions: expression and block bodies, returning objects, currying.
const square = (x: number) => x * x;
const addArrow = (a: number, b: number) => {
  const s = a + b;
  return s;
};
const makePoint = (x: number, y: number) => ({ x, y });
const noArgs = () => "nothing";
console.log(square(7), addArrow(2, 3), makePoint(1, 2), noArgs());
const curry = (a: number) => (b: number) => (c: number) => a + b + c;
console.log(curry(1)(2)(3));
const compose = (f: (x: number) => number, g: (x: number) => number) => (x: number) => f(g(x));
const inc = (x: number) => x + 1;
console.log(compose(square, inc)(4), compose(inc, square)(4));
const arr = [1, 2, 3, 4, 5];
console.log(arr.map((x) => x * 2), arr.filter((x) => x % 2), arr.map((x, i) => x * i));
const pipeline = [inc, square, inc];
console.log(pipeline.reduce((v, f) => f(v), 3));
const ops: { [k: string]: (a: number, b: number) => number } = {
  plus: (a, b) => a + b,
  minus: (a, b) => a - b,
  times: (a, b) => a * b,
};
for (const k of Object.keys(ops)) {
  console.log(k, ops[k](6, 3));
}
const returnsUndefined = () => {};
console.log(returnsUndefined());
const defaultArrow = (x = 10, ...more: number[]) => x + more.length;
console.log(defaultArrow(), defaultArrow(1, 2, 3));
const immediate = ((n: number) => n * 3)(5);
console.log(immediate);
