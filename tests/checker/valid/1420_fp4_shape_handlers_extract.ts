// Whole program (issue 15, sixth pass: agent data work and type-level TypeScript).
type Shape =
  | { type: "circle"; r: number }
  | { type: "rect"; w: number; h: number }
  | { type: "tri"; a: number; b: number; c: number };

type ShapeType = Shape["type"];
type ShapeOf<T extends ShapeType> = Extract<Shape, { type: T }>;
type Handlers = { [T in ShapeType]: (s: ShapeOf<T>) => number };

const area: Handlers = {
  circle: (s) => Math.PI * s.r ** 2,
  rect: (s) => s.w * s.h,
  tri: ({ a, b, c }) => {
    const p = (a + b + c) / 2;
    return Math.sqrt(p * (p - a) * (p - b) * (p - c));
  },
};

function dispatch<T extends ShapeType>(s: ShapeOf<T>, h: Handlers): number {
  const fn = h[s.type] as (x: ShapeOf<T>) => number;
  return fn(s);
}

const shapes: Shape[] = [
  { type: "circle", r: 1 },
  { type: "rect", w: 2, h: 3 },
  { type: "tri", a: 3, b: 4, c: 5 },
  { type: "circle", r: 0.5 },
];

const total = shapes.reduce((acc, s) => acc + dispatch(s, area), 0);
console.log(total.toFixed(3));

const byType = shapes.reduce(
  (acc, s) => {
    acc[s.type] = (acc[s.type] ?? 0) + 1;
    return acc;
  },
  {} as Partial<Record<ShapeType, number>>,
);
console.log(byType);

function perimeter(s: Shape): number {
  switch (s.type) {
    case "circle":
      return 2 * Math.PI * s.r;
    case "rect":
      return 2 * (s.w + s.h);
    case "tri":
      return s.a + s.b + s.c;
  }
}
console.log(shapes.map(perimeter).map((p) => Math.round(p * 100) / 100));

const isRound = (s: Shape): s is ShapeOf<"circle"> => s.type === "circle";
const radii = shapes.filter(isRound).map((c) => c.r);
console.log(radii);

type NonCircle = Exclude<Shape, { type: "circle" }>;
const corners = (s: NonCircle): number => (s.type === "rect" ? 4 : 3);
console.log(shapes.filter((s): s is NonCircle => s.type !== "circle").map(corners));
