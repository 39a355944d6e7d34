class Formatter {
  private precision = 2;
  format(value: number): string;
  format(value: Date): string;
  format(value: string[], sep?: string): string;
  format(value: number | Date | string[], sep = ", "): string {
    if (typeof value === "number") return value.toFixed(this.precision);
    if (value instanceof Date) return value.toISOString().slice(0, 10);
    return value.join(sep);
  }
  withPrecision(p: number): this {
    this.precision = p;
    return this;
  }
}

class Registry {
  [key: string]: unknown;
  count = 0;
  register(name: string, value: unknown): void {
    this[name] = value;
    this.count++;
  }
}

class Vec {
  constructor(public x: number, public y: number) {}
  add(o: Vec): Vec;
  add(dx: number, dy: number): Vec;
  add(a: Vec | number, b?: number): Vec {
    return typeof a === "number" ? new Vec(this.x + a, this.y + (b ?? 0)) : new Vec(this.x + a.x, this.y + a.y);
  }
  static from(pair: [number, number]): Vec;
  static from(obj: { x: number; y: number }): Vec;
  static from(src: [number, number] | { x: number; y: number }): Vec {
    return Array.isArray(src) ? new Vec(src[0], src[1]) : new Vec(src.x, src.y);
  }
  get length(): number {
    return Math.hypot(this.x, this.y);
  }
  toString() {
    return `(${this.x}, ${this.y})`;
  }
}

const f = new Formatter();
console.log(f.format(Math.PI), f.withPrecision(4).format(Math.E), f.format(new Date(0)), f.format(["a", "b"], "/"));
const reg = new Registry();
reg.register("alpha", 1);
reg.register("beta", { nested: true });
console.log(reg.count, reg.alpha, reg["beta"], Object.keys(reg));
const v = Vec.from([1, 2]).add(3, 4).add(Vec.from({ x: -1, y: -1 }));
console.log(`${v}`, v.length.toFixed(3), String(new Vec(3, 4).add(new Vec(0, 0))));
const vs = [Vec.from([3, 4]), Vec.from({ x: 1, y: 1 }), new Vec(0, 2)];
console.log(vs.sort((a, b) => a.length - b.length).join(" "), vs.reduce((acc, x) => acc.add(x)).toString());
