class Matrix {
  private data: number[];
  constructor(readonly rows: number, readonly cols: number, fill = 0) {
    this.data = new Array(rows * cols).fill(fill);
  }
  get values(): readonly number[] { return this.data; }
  set values(v: number[] | number) {
    if (typeof v === "number") this.data.fill(v);
    else if (v.length === this.data.length) this.data = [...v];
    else throw new Error(`expected ${this.data.length} values`);
  }
  at(r: number, c: number): number { return this.data[r * this.cols + c]; }
  set(r: number, c: number, x: number) { this.data[r * this.cols + c] = x; return this; }
  mul(o: Matrix): Matrix {
    const out = new Matrix(this.rows, o.cols);
    for (let i = 0; i < this.rows; i++)
      for (let j = 0; j < o.cols; j++) {
        let s = 0;
        for (let k = 0; k < this.cols; k++) s += this.at(i, k) * o.at(k, j);
        out.set(i, j, s);
      }
    return out;
  }
  toString() {
    const lines: string[] = [];
    for (let i = 0; i < this.rows; i++) lines.push(this.data.slice(i * this.cols, (i + 1) * this.cols).join(" "));
    return lines.join("\n");
  }
}

const a = new Matrix(2, 2);
a.values = [1, 2, 3, 4];
const id = new Matrix(2, 2);
id.values = 0;
id.set(0, 0, 1).set(1, 1, 1);
console.log(a.mul(id).toString());
const total = a.values.reduce((x, y) => x + y, 0);
console.log(total);
try { a.values = [1]; } catch (e) { console.log((e as Error).message); }
