type Getters<T> = { [K in keyof T as `get${Capitalize<string & K>}`]: () => T[K] };
interface Point { x: number; y: number }
function getters(p: Point): Getters<Point> {
  return { getX: () => p.x, getY: () => p.y };
}
const g = getters({ x: 1, y: 2 });
console.log(g.getX() + g.getY());
