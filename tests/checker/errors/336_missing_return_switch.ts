type Op = "add" | "sub" | "mul";
function apply(op: Op, a: number, b: number): number {
  switch (op) {
    case "add":
      return a + b;
    case "sub":
      return a - b;
  }
}
