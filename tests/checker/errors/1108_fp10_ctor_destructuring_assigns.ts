class Vec {
  readonly x: number;
  readonly y: number;
  readonly z: number;
  constructor(a: readonly [number, number] | { x: number; y: number }) {
    if (Array.isArray(a)) [this.x, this.y] = a;
    else ({ x: this.x, y: this.y } = a as { x: number; y: number });
  }
}
class Pt {
  x: number;
  y: number;
  constructor(p: [number, number]) {
    [this.x] = p;
  }
}
console.log(new Vec([1, 2]), new Pt([1, 2]));
