type Cell = { kind: "empty" } | { kind: "wall" } | { kind: "start" } | { kind: "goal" } | { kind: "cost"; weight: number };
type Pos = readonly [row: number, col: number];

const MAP = [
  "S..#......",
  ".#.#.####.",
  ".#...#..#.",
  ".####.#.#.",
  "...3..#...",
  ".#.####.#G",
];

function parse(lines: string[]): Cell[][] {
  return lines.map((l) => [...l].map((ch): Cell => {
    switch (ch) {
      case "#": return { kind: "wall" };
      case "S": return { kind: "start" };
      case "G": return { kind: "goal" };
      case ".": return { kind: "empty" };
      default: return { kind: "cost", weight: Number(ch) };
    }
  }));
}

const key = ([r, c]: Pos) => `${r},${c}`;

function find(grid: Cell[][], kind: Cell["kind"]): Pos {
  for (const [r, row] of grid.entries()) {
    const c = row.findIndex((cell) => cell.kind === kind);
    if (c >= 0) return [r, c];
  }
  throw new Error(`no ${kind}`);
}

function shortest(grid: Cell[][]): { cost: number; path: Pos[] } | null {
  const start = find(grid, "start"), goal = find(grid, "goal");
  const dist = new Map<string, number>([[key(start), 0]]);
  const prev = new Map<string, Pos>();
  const open: Array<{ pos: Pos; d: number }> = [{ pos: start, d: 0 }];
  while (open.length) {
    open.sort((a, b) => a.d - b.d);
    const { pos, d } = open.shift()!;
    if (key(pos) === key(goal)) {
      const path: Pos[] = [pos];
      for (let p = prev.get(key(pos)); p; p = prev.get(key(p))) path.unshift(p);
      return { cost: d, path };
    }
    if (d > (dist.get(key(pos)) ?? Infinity)) continue;
    const [r, c] = pos;
    const steps: Pos[] = [[r + 1, c], [r - 1, c], [r, c + 1], [r, c - 1]];
    for (const n of steps) {
      const cell = grid[n[0]]?.[n[1]];
      if (!cell || cell.kind === "wall") continue;
      const nd = d + (cell.kind === "cost" ? cell.weight : 1);
      if (nd < (dist.get(key(n)) ?? Infinity)) {
        dist.set(key(n), nd);
        prev.set(key(n), pos);
        open.push({ pos: n, d: nd });
      }
    }
  }
  return null;
}

const grid = parse(MAP);
const res = shortest(grid);
if (res) {
  console.log("cost", res.cost, "steps", res.path.length - 1);
  const onPath = new Set(res.path.map(key));
  console.log(MAP.map((l, r) => [...l].map((ch, c) => (onPath.has(key([r, c])) && ch === "." ? "*" : ch)).join("")).join("\n"));
} else {
  console.log("unreachable");
}
grid[4][6] = { kind: "wall" };
grid[5][7] = { kind: "wall" };
grid[3][9] = { kind: "wall" };
console.log(shortest(grid)?.cost ?? "blocked");
