function f(a: number, b?: number): number {
  if (b === undefined) [a, b] = [0, a];
  return b;
}
function g(b?: number): number {
  [b] = [1];
  return b;
}
function h(o: { x?: number }): number {
  let x: number | undefined;
  ({ x } = { x: 1 });
  return x;
}
console.log(f(1), g(), h({}));
