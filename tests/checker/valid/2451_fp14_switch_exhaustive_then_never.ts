// Every case returns and no default: after the switch the discriminant is what no case matched,
// `never`, so `return assertNever(x)` there holds (tsc keeps the path, narrowed to never).
function assertNever(x: never): never {
  throw new Error("unexpected: " + String(x));
}
type Shape = { kind: "circle"; r: number } | { kind: "square"; side: number };
function area(s: Shape): number {
  switch (s.kind) {
    case "circle":
      return Math.PI * s.r * s.r;
    case "square":
      return s.side * s.side;
  }
  return assertNever(s);
}
type Level = "debug" | "info" | "warn";
function rank(level: Level): number {
  switch (level) {
    case "debug": return 0;
    case "info": return 1;
    case "warn": return 2;
  }
  const unreachable: never = level;
  return unreachable;
}
function label(v: string | number): string {
  switch (typeof v) {
    case "string":
      return "s:" + v;
    case "number":
      return "n:" + v.toFixed(1);
  }
  return assertNever(v);
}
console.log(area({ kind: "square", side: 2 }), rank("info"), label(3));
