// TypeScript interfaces, type aliases and optional members are erased before running.
interface Point {
  x: number;
  y: number;
  label?: string;
}
interface Point3D extends Point {
  z: number;
}
type Shape =
  | { kind: "circle"; radius: number }
  | { kind: "rect"; width: number; height: number };
type Id = string | number;
function area(s: Shape): number {
  switch (s.kind) {
    case "circle":
      return Math.round(3.14159 * s.radius * s.radius * 100) / 100;
    case "rect":
      return s.width * s.height;
  }
}
const shapes: Shape[] = [{ kind: "circle", radius: 2 }, { kind: "rect", width: 3, height: 4 }];
console.log(shapes.map(area));
const p: Point = { x: 1, y: 2 };
const q: Point3D = { x: 1, y: 2, z: 3, label: "q" };
console.log(p, q, p.label ?? "no label");
function describe(id: Id): string {
  return typeof id === "number" ? "#" + id : id.toUpperCase();
}
console.log(describe(7), describe("abc"));
interface Repo<T> {
  items: T[];
  add(item: T): void;
  find(pred: (item: T) => boolean): T | undefined;
}
function makeRepo<T>(): Repo<T> {
  const items: T[] = [];
  return {
    items,
    add(item: T) {
      items.push(item);
    },
    find(pred) {
      for (const it of items) if (pred(it)) return it;
      return undefined;
    },
  };
}
const repo = makeRepo<Point>();
repo.add(p);
repo.add({ x: 5, y: 6 });
console.log(repo.find((pt) => pt.x > 2), repo.find((pt) => pt.x > 10), repo.items.length);
type Handler = (msg: string) => string;
const shout: Handler = (msg) => msg.toUpperCase() + "!";
console.log(shout("typed"));
declare const neverDefined: number;
type Dict = Record<string, number>;
const d: Dict = { a: 1 };
console.log(d);
