const input = `#..#
.##.
#..#`;
const grid: string[][] = input.split("\n").map((l) => [...l]);
const H = grid.length, W = grid[0].length;
const deltas = [[-1, -1], [-1, 0], [-1, 1], [0, -1], [0, 1], [1, -1], [1, 0], [1, 1]] as const;
function neighbours(y: number, x: number): number {
  let n = 0;
  for (const [dy, dx] of deltas) {
    const ny = y + dy, nx = x + dx;
    if (ny >= 0 && ny < H && nx >= 0 && nx < W && grid[ny][nx] === "#") n++;
  }
  return n;
}
console.log(neighbours(1, 1), neighbours(0, 0));
