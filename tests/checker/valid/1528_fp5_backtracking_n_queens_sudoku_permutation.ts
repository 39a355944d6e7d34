// Backtracking: N-queens, sudoku, permutations, combination sum
function solveNQueens(n: number): string[][] {
  const cols = new Set<number>(), d1 = new Set<number>(), d2 = new Set<number>();
  const placement: number[] = [];
  const out: string[][] = [];
  const place = (r: number): void => {
    if (r === n) {
      out.push(placement.map((c) => ".".repeat(c) + "Q" + ".".repeat(n - c - 1)));
      return;
    }
    for (let c = 0; c < n; c++) {
      if (cols.has(c) || d1.has(r - c) || d2.has(r + c)) continue;
      cols.add(c); d1.add(r - c); d2.add(r + c); placement.push(c);
      place(r + 1);
      cols.delete(c); d1.delete(r - c); d2.delete(r + c); placement.pop();
    }
  };
  place(0);
  return out;
}
function solveSudoku(board: number[][]): boolean {
  for (let r = 0; r < 9; r++) {
    for (let c = 0; c < 9; c++) {
      if (board[r][c] !== 0) continue;
      for (let v = 1; v <= 9; v++) {
        if (canPlace(board, r, c, v)) {
          board[r][c] = v;
          if (solveSudoku(board)) return true;
          board[r][c] = 0;
        }
      }
      return false;
    }
  }
  return true;
}
function canPlace(b: number[][], r: number, c: number, v: number): boolean {
  const br = r - (r % 3), bc = c - (c % 3);
  for (let i = 0; i < 9; i++) {
    if (b[r][i] === v || b[i][c] === v) return false;
    if (b[br + Math.floor(i / 3)][bc + (i % 3)] === v) return false;
  }
  return true;
}
function* permutations<T>(xs: T[], k = xs.length): Generator<T[]> {
  if (k === 0) { yield []; return; }
  for (let i = 0; i < xs.length; i++) {
    const rest = [...xs.slice(0, i), ...xs.slice(i + 1)];
    for (const p of permutations(rest, k - 1)) yield [xs[i], ...p];
  }
}
function combinationSum(cands: number[], target: number): number[][] {
  const res: number[][] = [];
  const sorted = cands.toSorted((a, b) => a - b);
  (function go(start: number, remain: number, path: number[]) {
    if (remain === 0) { res.push([...path]); return; }
    for (let i = start; i < sorted.length && sorted[i] <= remain; i++) {
      path.push(sorted[i]);
      go(i, remain - sorted[i], path);
      path.pop();
    }
  })(0, target, []);
  return res;
}
const q = solveNQueens(6);
console.log(q.length, q[0]?.join("|"), solveNQueens(8).length);
const puzzle = [
  "530070000", "600195000", "098000060", "800060003", "400803001", "700020006", "060000280", "000419005", "000080079",
].map((row) => [...row].map(Number));
console.log(solveSudoku(puzzle), puzzle.map((r) => r.join("")).slice(0, 3));
console.log([...permutations(["a", "b", "c"])].map((p) => p.join("")).join(" "), [...permutations([1, 2, 3, 4], 2)].length);
console.log(JSON.stringify(combinationSum([2, 3, 6, 7], 7)), combinationSum([2, 3, 5], 8).length);
outer: for (const [i, row] of puzzle.entries()) {
  for (const [j, v] of row.entries()) {
    if (v === 9) { console.log("first 9 at", i, j); break outer; }
  }
}
