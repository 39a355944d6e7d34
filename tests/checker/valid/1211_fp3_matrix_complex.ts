type Vec = readonly number[];
type Mat = readonly Vec[];

const matMul = (a: Mat, b: Mat): number[][] =>
  a.map((row) => b[0].map((_, j) => row.reduce((s, x, k) => s + x * b[k][j], 0)));

const identity = (n: number): number[][] => Array.from({ length: n }, (_, i) => Array.from({ length: n }, (_, j) => +(i === j)));

function matPow(m: Mat, e: number): number[][] {
  let result = identity(m.length);
  let base = m.map((r) => [...r]);
  while (e > 0) {
    if (e % 2 === 1) result = matMul(result, base);
    base = matMul(base, base);
    e = Math.floor(e / 2);
  }
  return result;
}

function det(m: Mat): number {
  if (m.length === 1) return m[0][0];
  if (m.length === 2) return m[0][0] * m[1][1] - m[0][1] * m[1][0];
  return m[0].reduce((acc, v, j) => acc + (j % 2 ? -1 : 1) * v * det(m.slice(1).map((r) => r.filter((_, c) => c !== j))), 0);
}

class Complex {
  constructor(readonly re: number, readonly im: number) {}
  static polar(r: number, theta: number): Complex {
    return new Complex(r * Math.cos(theta), r * Math.sin(theta));
  }
  add(o: Complex): Complex {
    return new Complex(this.re + o.re, this.im + o.im);
  }
  mul(o: Complex): Complex {
    return new Complex(this.re * o.re - this.im * o.im, this.re * o.im + this.im * o.re);
  }
  get abs(): number {
    return Math.hypot(this.re, this.im);
  }
  toString(): string {
    const r = Math.round(this.re * 1000) / 1000;
    const i = Math.round(this.im * 1000) / 1000;
    return i === 0 ? `${r}` : `${r}${i < 0 ? "-" : "+"}${Math.abs(i)}i`;
  }
}

console.log(matPow([[1, 1], [1, 0]], 30)[0][1]);
console.log(det([[2, 0, 1], [1, 3, 2], [1, 1, 1]]), det(identity(4)));
const roots = Array.from({ length: 6 }, (_, k) => Complex.polar(1, (2 * Math.PI * k) / 6));
console.log(roots.map(String).join(", "));
const total = roots.reduce((a, b) => a.add(b), new Complex(0, 0));
console.log(`sum of roots: ${total}, |z|=${total.abs.toFixed(6)}`);
let z = new Complex(0, 0);
const c = new Complex(-0.75, 0.1);
let iter = 0;
while (z.abs <= 2 && iter < 50) {
  z = z.mul(z).add(c);
  iter++;
}
console.log("escaped after", iter, "iterations", `${z}`);
console.log(matMul([[1, 2, 3]], [[1], [2], [3]]), identity(3).flat().join(""));
