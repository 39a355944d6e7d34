// Two-dimensional arrays: build, transpose, multiply and print matrices.
type Matrix = number[][];
function make(rows: number, cols: number, f: (r: number, c: number) => number): Matrix {
  const m: Matrix = [];
  for (let r = 0; r < rows; r++) {
    const row: number[] = [];
    for (let c = 0; c < cols; c++) row.push(f(r, c));
    m.push(row);
  }
  return m;
}
const transpose = (m: Matrix) => m[0].map((_, c) => m.map((row) => row[c]));
function multiply(a: Matrix, b: Matrix): Matrix {
  return make(a.length, b[0].length, (r, c) => a[r].reduce((s, v, k) => s + v * b[k][c], 0));
}
const a = make(2, 3, (r, c) => r * 3 + c + 1);
const b = transpose(a);
console.log(a, b);
console.log(multiply(a, b));
const id = make(3, 3, (r, c) => (r === c ? 1 : 0));
console.log(id);
console.log(multiply(b, a).map((row) => row.join("\t")).join("\n"));
const trace = (m: Matrix) => m.reduce((s, row, i) => s + row[i], 0);
console.log(trace(multiply(b, a)));
const big = make(10, 10, (r, c) => r * 10 + c);
console.log(big);
const flat: number[] = [];
for (const row of big) for (const v of row) if (v % 11 === 0) flat.push(v);
console.log(flat);
