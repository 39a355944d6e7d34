type Shape = { kind: "circle"; radius: number } | { kind: "rect"; width: number; height: number };
const shapes: Shape[] = [
  { kind: "circle", radius: 2 },
  { kind: "rect", width: "3", height: 4 },
];
console.log(shapes.length);
