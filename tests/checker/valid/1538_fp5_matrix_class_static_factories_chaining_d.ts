// Matrix class: static factories, chaining, determinant, power
class Matrix {
  private constructor(readonly rows: number, readonly cols: number, private readonly data: number[]) {}
  static from(grid: number[][]): Matrix {
    const r = grid.length, c = grid[0]?.length ?? 0;
    if (grid.some((row) => row.length !== c)) throw new Error("ragged matrix");
    return new Matrix(r, c, grid.flat());
  }
  static zeros(r: number, c = r) { return new Matrix(r, c, new Array(r * c).fill(0)); }
  static identity(n: number): Matrix {
    const m = Matrix.zeros(n);
    for (let i = 0; i < n; i++) m.set(i, i, 1);
    return m;
  }
  get(r: number, c: number) { return this.data[r * this.cols + c]; }
  set(r: number, c: number, v: number): this { this.data[r * this.cols + c] = v; return this; }
  map(f: (v: number, r: number, c: number) => number): Matrix {
    return new Matrix(this.rows, this.cols, this.data.map((v, i) => f(v, Math.floor(i / this.cols), i % this.cols)));
  }
  mul(o: Matrix | number): Matrix {
    if (typeof o === "number") return this.map((v) => v * o);
    if (this.cols !== o.rows) throw new RangeError(`shape mismatch ${this.rows}x${this.cols} * ${o.rows}x${o.cols}`);
    const out = Matrix.zeros(this.rows, o.cols);
    for (let i = 0; i < this.rows; i++)
      for (let j = 0; j < o.cols; j++) {
        let s = 0;
        for (let k = 0; k < this.cols; k++) s += this.get(i, k) * o.get(k, j);
        out.set(i, j, s);
      }
    return out;
  }
  transpose(): Matrix { return Matrix.zeros(this.cols, this.rows).map((_, r, c) => this.get(c, r)); }
  pow(n: number): Matrix {
    let result = Matrix.identity(this.rows), base: Matrix = this;
    for (; n > 0; n >>= 1) {
      if (n & 1) result = result.mul(base);
      base = base.mul(base);
    }
    return result;
  }
  det(): number {
    if (this.rows !== this.cols) throw new RangeError("not square");
    const a = this.toArray();
    const n = this.rows;
    let d = 1;
    for (let c = 0; c < n; c++) {
      let p = c;
      for (let r = c + 1; r < n; r++) if (Math.abs(a[r][c]) > Math.abs(a[p][c])) p = r;
      if (Math.abs(a[p][c]) < 1e-12) return 0;
      if (p !== c) { [a[p], a[c]] = [a[c], a[p]]; d = -d; }
      d *= a[c][c];
      for (let r = c + 1; r < n; r++) {
        const f = a[r][c] / a[c][c];
        for (let k = c; k < n; k++) a[r][k] -= f * a[c][k];
      }
    }
    return d;
  }
  toArray(): number[][] { return Array.from({ length: this.rows }, (_, r) => this.data.slice(r * this.cols, (r + 1) * this.cols)); }
  toString() { return this.toArray().map((r) => r.map((v) => String(+v.toFixed(3)).padStart(6)).join("")).join("\n"); }
}
const A = Matrix.from([[1, 2], [3, 4]]);
console.log(String(A.mul(A)), "\n--");
console.log(A.transpose().toString(), "\n--");
console.log(Matrix.from([[1, 1], [1, 0]]).pow(30).get(0, 1), A.det(), Matrix.from([[2, 0, 1], [1, 3, 2], [1, 1, 1]]).det());
console.log(A.mul(0.5).toArray(), Matrix.identity(3).set(0, 2, 7).toArray());
try { A.mul(Matrix.zeros(3)); } catch (e) { if (e instanceof RangeError) console.log(e.message); }
try { Matrix.from([[1], [2, 3]]); } catch (e) { console.log(String(e)); }
