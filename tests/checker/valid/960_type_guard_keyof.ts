const handlers = { add: (a: number, b: number) => a + b, sub: (a: number, b: number) => a - b };
function isOp(s: string): s is keyof typeof handlers {
  return s in handlers;
}
const op = "sub";
const input: string = op;
if (isOp(input)) console.log(handlers[input](5, 3));
