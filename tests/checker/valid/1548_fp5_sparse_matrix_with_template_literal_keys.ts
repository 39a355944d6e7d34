// Sparse matrix with template-literal keys, cellular automaton with bigint rows
type Coord = `${number},${number}`;
class SparseMatrix {
  private cells = new Map<Coord, number>();
  constructor(readonly rows: number, readonly cols: number) {}
  private static key(r: number, c: number): Coord { return `${r},${c}`; }
  set(r: number, c: number, v: number) {
    if (r < 0 || r >= this.rows || c < 0 || c >= this.cols) throw new RangeError(`(${r}, ${c}) out of range`);
    v === 0 ? this.cells.delete(SparseMatrix.key(r, c)) : this.cells.set(SparseMatrix.key(r, c), v);
    return this;
  }
  get(r: number, c: number): number { return this.cells.get(SparseMatrix.key(r, c)) ?? 0; }
  get nnz() { return this.cells.size; }
  *entries(): Generator<{ r: number; c: number; v: number }> {
    for (const [k, v] of this.cells) {
      const [r, c] = k.split(",").map(Number);
      yield { r, c, v };
    }
  }
  multiply(o: SparseMatrix): SparseMatrix {
    const out = new SparseMatrix(this.rows, o.cols);
    const byRow = new Map<number, { c: number; v: number }[]>();
    for (const e of o.entries()) {
      const list = byRow.get(e.r) ?? [];
      list.push({ c: e.c, v: e.v });
      byRow.set(e.r, list);
    }
    for (const { r, c, v } of this.entries())
      for (const { c: c2, v: v2 } of byRow.get(c) ?? []) out.set(r, c2, out.get(r, c2) + v * v2);
    return out;
  }
  toDense(): number[][] { return Array.from({ length: this.rows }, (_, r) => Array.from({ length: this.cols }, (_, c) => this.get(r, c))); }
}
const m = new SparseMatrix(3, 3).set(0, 0, 2).set(1, 2, 3).set(2, 1, -1);
const id = new SparseMatrix(3, 3).set(0, 0, 1).set(1, 1, 1).set(2, 2, 1);
console.log(m.multiply(id).toDense(), m.multiply(m).toDense(), m.nnz);
try { m.set(3, 0, 1); } catch (e) { console.log(e instanceof RangeError && e.message); }

function rule(n: number, width: number, gens: number): string[] {
  const mask = (1n << BigInt(width)) - 1n;
  let row = 1n << BigInt(width >> 1);
  const out: string[] = [];
  for (let g = 0; g < gens; g++) {
    out.push(row.toString(2).padStart(width, "0").replace(/0/g, " ").replace(/1/g, "█"));
    let next = 0n;
    for (let i = 0; i < width; i++) {
      const l = (row >> BigInt(i + 1)) & 1n, c = (row >> BigInt(i)) & 1n, r = i > 0 ? (row >> BigInt(i - 1)) & 1n : 0n;
      const idx = Number((l << 2n) | (c << 1n) | r);
      if ((n >> idx) & 1) next |= 1n << BigInt(i);
    }
    row = next & mask;
  }
  return out;
}
console.log(rule(30, 31, 8).join("\n"));
console.log(rule(90, 15, 4).map((l) => l.trimEnd()).join("|"));
