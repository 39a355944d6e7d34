// Matrix rotation, spiral order, transpose, search
type Matrix = number[][];

const rotate = (m: Matrix): Matrix => m[0].map((_, c) => m.map((row) => row[c]).reverse());

function rotateInPlace(m: Matrix): void {
  const n = m.length;
  for (let i = 0; i < n; i++)
    for (let j = i + 1; j < n; j++) [m[i][j], m[j][i]] = [m[j][i], m[i][j]];
  m.forEach((row) => row.reverse());
}

function spiral<T>(grid: T[][]): T[] {
  const out: T[] = [];
  if (grid.length === 0) return out;
  let top = 0, bottom = grid.length - 1, left = 0, right = grid[0].length - 1;
  while (top <= bottom && left <= right) {
    for (let c = left; c <= right; c++) out.push(grid[top][c]);
    top++;
    for (let r = top; r <= bottom; r++) out.push(grid[r][right]);
    right--;
    if (top <= bottom) {
      for (let c = right; c >= left; c--) out.push(grid[bottom][c]);
      bottom--;
    }
    if (left <= right) {
      for (let r = bottom; r >= top; r--) out.push(grid[r][left]);
      left++;
    }
  }
  return out;
}

function generateSpiral(n: number): Matrix {
  const m: Matrix = Array.from({ length: n }, () => Array<number>(n).fill(0));
  const dirs = [[0, 1], [1, 0], [0, -1], [-1, 0]] as const;
  let r = 0, c = 0, d = 0;
  for (let k = 1; k <= n * n; k++) {
    m[r][c] = k;
    const [dr, dc] = dirs[d];
    const nr = r + dr, nc = c + dc;
    if (nr < 0 || nr >= n || nc < 0 || nc >= n || m[nr][nc] !== 0) d = (d + 1) % 4;
    r += dirs[d][0];
    c += dirs[d][1];
  }
  return m;
}

function searchMatrix(m: Matrix, target: number): [number, number] | -1 {
  let r = 0, c = (m[0]?.length ?? 0) - 1;
  while (r < m.length && c >= 0) {
    const v = m[r][c];
    if (v === target) return [r, c];
    v > target ? c-- : r++;
  }
  return -1;
}

const show = (m: Matrix) => m.map((row) => row.map((v) => String(v).padStart(3)).join("")).join("\n");
const base: Matrix = [[1, 2, 3], [4, 5, 6], [7, 8, 9]];
console.log(show(rotate(base)));
const copy = base.map((r) => [...r]);
rotateInPlace(copy);
console.log(JSON.stringify(copy) === JSON.stringify(rotate(base)));
console.log(spiral([["a", "b", "c", "d"], ["e", "f", "g", "h"], ["i", "j", "k", "l"]]).join(""));
console.log(show(generateSpiral(4)));
const sorted: Matrix = [[1, 4, 7, 11], [2, 5, 8, 12], [3, 6, 9, 16], [10, 13, 14, 17]];
for (const t of [5, 20]) {
  const hit = searchMatrix(sorted, t);
  console.log(t, hit === -1 ? "not found" : `at (${hit.join(", ")})`);
}
const diagSums = (m: Matrix) => m.reduce(([p, s], row, i) => [p + row[i], s + row[row.length - 1 - i]], [0, 0]);
console.log(diagSums(base));
