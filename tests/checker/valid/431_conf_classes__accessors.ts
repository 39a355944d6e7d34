// Getters and setters on classes: prototype placement, inheritance, getter-only assignment in strict mode.
class Rect {
  constructor(private w: number, private h: number) {}
  get area() { return this.w * this.h; }
  set width(v: number) { this.w = Math.max(0, v); }
  get width() { return this.w; }
  static get unit() { return "px"; }
}
const r = new Rect(2, 3);
r.width = -5;
console.log(r.area, r.width, Rect.unit, Object.keys(r));
const d = Object.getOwnPropertyDescriptor(Rect.prototype, "area")!;
console.log(typeof d.get, d.set, d.enumerable, d.configurable);
try { (r as any).area = 1; } catch (e) { console.log((e as Error).message); }
class Square extends Rect { constructor(s: number) { super(s, s); } get area() { return -1; } }
console.log(new Square(4).area, new Square(4).width);
