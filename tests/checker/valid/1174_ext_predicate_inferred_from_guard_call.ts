// TS 5.5 infers a type predicate for a callback that just calls a type guard
// (`(v) => isDefined(v)`, `(s) => isCircle(s)`), so filter returns the narrowed array.
type Circle = { kind: "circle"; r: number };
type Square = { kind: "square"; side: number };
type Shape = Circle | Square;
function isCircle(s: Shape): s is Circle {
  return s.kind === "circle";
}
function isDefined<T>(v: T | undefined | null): v is T {
  return v !== undefined && v !== null;
}
const shapes: Shape[] = [
  { kind: "circle", r: 1 },
  { kind: "square", side: 2 },
  { kind: "circle", r: 3 },
];
const circles: Circle[] = shapes.filter((s) => isCircle(s));
const radii: number[] = [1, undefined, 3, null].filter((v) => isDefined(v));
const explicit = shapes.filter<Circle>((s) => isCircle(s));
console.log(circles.map((c) => c.r), radii, explicit.length);
