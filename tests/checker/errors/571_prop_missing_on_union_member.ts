type Shape = { kind: "circle"; radius: number } | { kind: "square"; side: number };
function area(s: Shape): number {
  return Math.PI * s.radius ** 2;
}
console.log(area({ kind: "circle", radius: 1 }));
