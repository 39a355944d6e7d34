type Action = { type: "add"; n: number } | { type: "reset" } | { type: "mul"; by: number };
function assertNever(x: never): never {
  throw new Error("unexpected " + JSON.stringify(x));
}
function reduce(state: number, a: Action): number {
  switch (a.type) {
    case "add": return state + a.n;
    case "mul": return state * a.by;
    case "reset": return 0;
    default: return assertNever(a);
  }
}
const acts: Action[] = [{ type: "add", n: 2 }, { type: "mul", by: 5 }, { type: "reset" }];
console.log(acts.reduce(reduce, 1));
