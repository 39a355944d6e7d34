// Whole program (issue 15, sixth pass: agent data work and type-level TypeScript).
class Matrix {
  private constructor(readonly rows: number, readonly cols: number, private data: number[]) {}

  static zeros(r: number, c: number): Matrix {
    return new Matrix(r, c, new Array(r * c).fill(0));
  }
  static from(rows: number[][]): Matrix {
    const r = rows.length;
    const c = rows[0]?.length ?? 0;
    return new Matrix(r, c, rows.flat());
  }
  static identity(n: number): Matrix {
    const m = Matrix.zeros(n, n);
    for (let i = 0; i < n; i++) m.set(i, i, 1);
    return m;
  }

  get(i: number, j: number): number {
    return this.data[i * this.cols + j];
  }
  set(i: number, j: number, v: number): this {
    this.data[i * this.cols + j] = v;
    return this;
  }
  map(fn: (v: number, i: number, j: number) => number): Matrix {
    const out = Matrix.zeros(this.rows, this.cols);
    for (let i = 0; i < this.rows; i++) for (let j = 0; j < this.cols; j++) out.set(i, j, fn(this.get(i, j), i, j));
    return out;
  }
  mul(o: Matrix): Matrix {
    if (this.cols !== o.rows) throw new RangeError(`shape ${this.rows}x${this.cols} * ${o.rows}x${o.cols}`);
    const out = Matrix.zeros(this.rows, o.cols);
    for (let i = 0; i < this.rows; i++)
      for (let j = 0; j < o.cols; j++) {
        let s = 0;
        for (let k = 0; k < this.cols; k++) s += this.get(i, k) * o.get(k, j);
        out.set(i, j, s);
      }
    return out;
  }
  transpose(): Matrix {
    return Matrix.zeros(this.cols, this.rows).map((_, i, j) => this.get(j, i));
  }
  toString(): string {
    const rows: string[] = [];
    for (let i = 0; i < this.rows; i++) rows.push(Array.from({ length: this.cols }, (_, j) => this.get(i, j).toFixed(1)).join(" "));
    return rows.join("\n");
  }
}

const a = Matrix.from([[1, 2], [3, 4], [5, 6]]);
const b = a.transpose();
console.log(String(a.mul(b)));
console.log(`${Matrix.identity(3).set(0, 2, 7)}`);
try {
  a.mul(a);
} catch (e) {
  if (e instanceof RangeError) console.log("RangeError:", e.message);
}

function power(m: Matrix, n: number): Matrix {
  let result = Matrix.identity(m.rows);
  let base = m;
  while (n > 0) {
    if (n & 1) result = result.mul(base);
    base = base.mul(base);
    n >>= 1;
  }
  return result;
}
const fib = power(Matrix.from([[1, 1], [1, 0]]), 10);
console.log(fib.get(0, 1));
