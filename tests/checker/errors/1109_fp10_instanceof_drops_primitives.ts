class Vec {
  constructor(readonly x: number, readonly y: number) {}
  plus(o: Vec): Vec;
  plus(dx: number, dy: number): Vec;
  plus(a: Vec | number, dy = 0): Vec {
    return a instanceof Vec ? new Vec(this.x + a.x, this.y + a.y) : new Vec(this.x + a.z, this.y + dy);
  }
}
function f(v: string | Date | null) {
  if (v instanceof Date) return v.getTime();
  return v.length;
}
console.log(new Vec(1, 2).plus(3, 4), f);
