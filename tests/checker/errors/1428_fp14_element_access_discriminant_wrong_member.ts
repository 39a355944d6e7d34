type Shape = { kind: "square"; size: number } | { kind: "circle"; radius: number };
function describe(s: Shape): string {
  if (s["kind"] === "square") return "square " + s.radius;
  return "circle " + s.radius;
}
console.log(describe({ kind: "circle", radius: 1 }));
