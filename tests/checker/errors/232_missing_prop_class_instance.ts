class Vec {
  constructor(public x: number, public y: number) {}
  len(): number {
    return Math.hypot(this.x, this.y);
  }
}
const v: Vec = { x: 1, y: 2 };
