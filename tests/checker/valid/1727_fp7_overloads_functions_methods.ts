// Overloaded functions and methods.
function format(value: number): string;
function format(value: Date): string;
function format(value: string[], sep?: string): string;
function format(value: number | Date | string[], sep = ", "): string {
  if (typeof value === "number") return value.toLocaleString("en-US");
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  return value.join(sep);
}

function parse(input: string, as: "number"): number;
function parse(input: string, as: "boolean"): boolean;
function parse(input: string, as: "list"): string[];
function parse(input: string, as: "number" | "boolean" | "list"): number | boolean | string[] {
  switch (as) {
    case "number":
      return Number(input);
    case "boolean":
      return input === "true";
    case "list":
      return input.split(",").map((s) => s.trim());
  }
}

class Matrix {
  constructor(readonly rows: number[][]) {}

  get(r: number, c: number): number {
    return this.rows[r][c];
  }

  mul(k: number): Matrix;
  mul(other: Matrix): Matrix;
  mul(x: number | Matrix): Matrix {
    if (typeof x === "number") return new Matrix(this.rows.map((r) => r.map((v) => v * x)));
    const out: number[][] = [];
    for (let i = 0; i < this.rows.length; i++) {
      out.push([]);
      for (let j = 0; j < x.rows[0].length; j++) {
        let s = 0;
        for (let k = 0; k < x.rows.length; k++) s += this.rows[i][k] * x.rows[k][j];
        out[i].push(s);
      }
    }
    return new Matrix(out);
  }

  toString(): string {
    return this.rows.map((r) => r.join(" ")).join(" / ");
  }
}

console.log(format(1234567.891));
console.log(format(new Date(Date.UTC(2024, 0, 15))));
console.log(format(["a", "b", "c"]), format(["x", "y"], "-"));

const n = parse("42", "number");
const b = parse("true", "boolean");
const l = parse("a, b ,c", "list");
console.log(n + 1, !b, l.length, l.map((s) => s.toUpperCase()));

const m = new Matrix([
  [1, 2],
  [3, 4],
]);
console.log(m.mul(2).toString());
console.log(m.mul(m).toString(), m.get(1, 0));
const results = [1, 2, 3].map((k) => m.mul(k).get(0, 1));
console.log(results);
