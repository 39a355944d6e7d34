const DIRS: ReadonlyArray<readonly [number, number]> = [[1, 0], [-1, 0], [0, 1], [0, -1]];

class Grid {
  readonly rows: number;
  readonly cols: number;
  constructor(private cells: string[][]) {
    this.rows = cells.length;
    this.cols = cells[0]?.length ?? 0;
  }
  inside(r: number, c: number): boolean {
    return r >= 0 && c >= 0 && r < this.rows && c < this.cols;
  }
  at(r: number, c: number): string {
    return this.cells[r][c];
  }
  *neighbors(r: number, c: number): Generator<[number, number]> {
    for (const [dr, dc] of DIRS) {
      const nr = r + dr, nc = c + dc;
      if (this.inside(nr, nc)) yield [nr, nc];
    }
  }
}

function shortestPath(g: Grid, start: [number, number], goal: [number, number]): number {
  const seen = new Set<string>([start.join(",")]);
  let frontier: [number, number][] = [start];
  for (let steps = 0; frontier.length; steps++) {
    const next: [number, number][] = [];
    for (const [r, c] of frontier) {
      if (r === goal[0] && c === goal[1]) return steps;
      for (const [nr, nc] of g.neighbors(r, c)) {
        const key = `${nr},${nc}`;
        if (g.at(nr, nc) === "#" || seen.has(key)) continue;
        seen.add(key);
        next.push([nr, nc]);
      }
    }
    frontier = next;
  }
  return -1;
}

function islands(g: Grid): number {
  const seen: boolean[][] = Array.from({ length: g.rows }, () => new Array(g.cols).fill(false));
  let count = 0;
  for (let r = 0; r < g.rows; r++) {
    for (let c = 0; c < g.cols; c++) {
      if (g.at(r, c) !== "1" || seen[r][c]) continue;
      count++;
      const stack = [[r, c]];
      seen[r][c] = true;
      while (stack.length) {
        const [cr, cc] = stack.pop()!;
        for (const [nr, nc] of g.neighbors(cr, cc)) {
          if (g.at(nr, nc) === "1" && !seen[nr][nc]) {
            seen[nr][nc] = true;
            stack.push([nr, nc]);
          }
        }
      }
    }
  }
  return count;
}

function rotting(grid: number[][]): number {
  let fresh = 0;
  let queue: number[][] = [];
  grid.forEach((row, r) => row.forEach((v, c) => {
    if (v === 2) queue.push([r, c]);
    else if (v === 1) fresh++;
  }));
  let minutes = 0;
  while (queue.length && fresh) {
    const next: number[][] = [];
    for (const [r, c] of queue) {
      for (const [dr, dc] of DIRS) {
        const nr = r + dr, nc = c + dc;
        if (grid[nr]?.[nc] === 1) {
          grid[nr][nc] = 2;
          fresh--;
          next.push([nr, nc]);
        }
      }
    }
    queue = next;
    minutes++;
  }
  return fresh ? -1 : minutes;
}

const maze = new Grid(["..#", ".##", "..."].map((s) => s.split("")));
console.log(shortestPath(maze, [0, 0], [2, 2]));
console.log(islands(new Grid(["110", "010", "001"].map((s) => [...s]))));
console.log(rotting([[2, 1, 1], [1, 1, 0], [0, 1, 1]]));
