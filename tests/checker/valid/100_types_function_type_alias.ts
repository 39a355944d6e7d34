type BinaryOp = (a: number, b: number) => number;
const ops: Record<string, BinaryOp> = {
  "+": (a, b) => a + b,
  "-": (a, b) => a - b,
  "*": (a, b) => a * b,
};
console.log(ops["*"](6, 7));
