class Vec {
  constructor(readonly x: number, readonly y: number) {}
  plus(o: Vec): Vec;
  plus(dx: number, dy: number): Vec;
  plus(a: Vec | number, dy = 0): Vec {
    return a instanceof Vec ? new Vec(this.x + a.x, this.y + a.y) : new Vec(this.x + a, this.y + dy);
  }
}
class Money {
  [currency: string]: unknown;
  constructor(readonly cents: number) {}
}
function total(xs: (Money | number | string)[]): number {
  let t = 0;
  for (const x of xs) t += x instanceof Money ? x.cents : typeof x === "number" ? x : Number(x);
  return t;
}
console.log(new Vec(1, 2).plus(new Vec(3, 4)).plus(1, 1), total([new Money(5), 2, "3"]));
