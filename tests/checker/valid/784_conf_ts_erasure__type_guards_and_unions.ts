// User-defined type guards and discriminated unions at runtime.
type Shape = { kind: "circle"; r: number } | { kind: "rect"; w: number; h: number };
const isCircle = (s: Shape): s is Extract<Shape, { kind: "circle" }> => s.kind === "circle";
const area = (s: Shape) => { switch (s.kind) { case "circle": return Math.PI * s.r ** 2; case "rect": return s.w * s.h; } };
const shapes: Shape[] = [{ kind: "circle", r: 1 }, { kind: "rect", w: 2, h: 3 }];
console.log(shapes.map(area).map((a) => a.toFixed(3)), shapes.filter(isCircle).length);
