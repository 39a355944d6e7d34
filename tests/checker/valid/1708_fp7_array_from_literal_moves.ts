// Grid walker: moves as literal unions built with Array.from, ArrayLike and Map contexts.
type Move = "N" | "E" | "S" | "W";
type Cell = "." | "#" | "S" | "G";

const DELTA: Record<Move, readonly [number, number]> = { N: [0, -1], E: [1, 0], S: [0, 1], W: [-1, 0] };
const ALL_MOVES: readonly Move[] = Array.from(["N", "E", "S", "W"]);
const OPPOSITE = new Map<Move, Move>(Array.from([["N", "S"], ["E", "W"], ["S", "N"], ["W", "E"]]));

function parseGrid(rows: ArrayLike<string>): Cell[][] {
  return Array.from(rows, (row) => Array.from(row, (ch): Cell => (ch === "#" || ch === "S" || ch === "G" ? ch : ".")));
}

function find(grid: Cell[][], target: Cell): [number, number] | null {
  for (let y = 0; y < grid.length; y++) {
    const x = grid[y].indexOf(target);
    if (x >= 0) return [x, y];
  }
  return null;
}

function shortestPath(grid: Cell[][]): Move[] | null {
  const start = find(grid, "S");
  const goal = find(grid, "G");
  if (!start || !goal) return null;
  const key = (x: number, y: number) => `${x},${y}`;
  const prev = new Map<string, { from: string; move: Move }>();
  const queue: Array<[number, number]> = [start];
  const seen = new Set<string>([key(...start)]);
  while (queue.length) {
    const [x, y] = queue.shift()!;
    if (x === goal[0] && y === goal[1]) break;
    for (const m of ALL_MOVES) {
      const [dx, dy] = DELTA[m];
      const nx = x + dx;
      const ny = y + dy;
      if (grid[ny]?.[nx] === undefined || grid[ny][nx] === "#" || seen.has(key(nx, ny))) continue;
      seen.add(key(nx, ny));
      prev.set(key(nx, ny), { from: key(x, y), move: m });
      queue.push([nx, ny]);
    }
  }
  const path: Move[] = [];
  for (let k = key(...goal); k !== key(...start); ) {
    const step = prev.get(k);
    if (!step) return null;
    path.unshift(step.move);
    k = step.from;
  }
  return path;
}

const grid = parseGrid(["S..#....", ".#.#.##.", ".#...#..", "...#.#G."]);
const path = shortestPath(grid);
console.log(path ? `${path.length} moves: ${path.join("")}` : "no path");
console.log(path?.map((m) => OPPOSITE.get(m)).reverse().join("") ?? "-");
const blocked = parseGrid({ length: 2, 0: "S#", 1: "#G" });
console.log(shortestPath(blocked));
const counts: Partial<Record<Move, number>> = {};
for (const m of path ?? []) counts[m] = (counts[m] ?? 0) + 1;
console.log(JSON.stringify(counts));
