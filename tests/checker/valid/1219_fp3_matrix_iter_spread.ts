class Grid<T> implements Iterable<[number, number, T]> {
  private cells: T[];
  constructor(readonly width: number, readonly height: number, fill: (x: number, y: number) => T) {
    this.cells = Array.from({ length: width * height }, (_, i) => fill(i % width, Math.floor(i / width)));
  }
  get(x: number, y: number): T | undefined {
    return x >= 0 && y >= 0 && x < this.width && y < this.height ? this.cells[y * this.width + x] : undefined;
  }
  set(x: number, y: number, v: T): void {
    this.cells[y * this.width + x] = v;
  }
  *rows(): Generator<T[]> {
    for (let y = 0; y < this.height; y++) yield this.cells.slice(y * this.width, (y + 1) * this.width);
  }
  *neighbours(x: number, y: number): Generator<T> {
    for (const [dx, dy] of [[-1, 0], [1, 0], [0, -1], [0, 1]] as const) {
      const v = this.get(x + dx, y + dy);
      if (v !== undefined) yield v;
    }
  }
  *[Symbol.iterator](): Iterator<[number, number, T]> {
    for (let i = 0; i < this.cells.length; i++) yield [i % this.width, Math.floor(i / this.width), this.cells[i]];
  }
}

const g = new Grid(5, 4, (x, y) => (x * 7 + y * 3) % 10);
for (const row of g.rows()) console.log(row.join(" "));
const peaks = [...g].filter(([x, y, v]) => [...g.neighbours(x, y)].every((n) => n < v));
console.log("peaks:", peaks.map(([x, y, v]) => `(${x},${y})=${v}`).join(" "));
const total = Array.from(g, ([, , v]) => v).reduce((a, b) => a + b, 0);
console.log("total", total);
const life = new Grid(6, 6, (x, y) => (x === 2 && y >= 1 && y <= 3) || (x === 3 && y === 2));
function step(cur: Grid<boolean>): Grid<boolean> {
  return new Grid(cur.width, cur.height, (x, y) => {
    let n = 0;
    for (let dy = -1; dy <= 1; dy++)
      for (let dx = -1; dx <= 1; dx++) if ((dx || dy) && cur.get(x + dx, y + dy)) n++;
    return cur.get(x, y) ? n === 2 || n === 3 : n === 3;
  });
}
let gen = life;
for (let i = 0; i < 3; i++) {
  console.log([...gen.rows()].map((r) => r.map((c) => (c ? "#" : ".")).join("")).join("\n") + "\n");
  gen = step(gen);
}
const counts = new Map<number, number>();
for (const [, , v] of g) counts.set(v, (counts.get(v) ?? 0) + 1);
console.log(new Map([...counts].sort(([a], [b]) => a - b)));
