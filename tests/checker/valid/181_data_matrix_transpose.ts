function transpose(m: number[][]): number[][] {
  return m[0].map((_, c) => m.map((row) => row[c]));
}
const mat = [
  [1, 2, 3],
  [4, 5, 6],
];
console.log(transpose(mat));
