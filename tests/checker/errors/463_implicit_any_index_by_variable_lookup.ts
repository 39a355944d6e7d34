const HANDLERS = {
  add: (a: number, b: number) => a + b,
  sub: (a: number, b: number) => a - b,
};
function apply(op: string, a: number, b: number): number {
  return HANDLERS[op](a, b);
}
