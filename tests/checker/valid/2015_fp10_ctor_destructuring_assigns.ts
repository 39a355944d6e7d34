class Vec {
  readonly x: number;
  readonly y: number;
  readonly label: string;
  constructor(a: number | readonly [number, number] | { x: number; y: number; label?: string }, b?: number) {
    if (typeof a === "number") [this.x, this.y, this.label] = [a, b ?? 0, "xy"];
    else if (Array.isArray(a)) {
      [this.x, this.y] = a;
      this.label = "tuple";
    } else ({ x: this.x, y: this.y, label: this.label = "object" } = a as { x: number; y: number; label?: string });
  }
}
console.log(new Vec(1, 2), new Vec([3, 4] as const), new Vec({ x: 5, y: 6 }));
