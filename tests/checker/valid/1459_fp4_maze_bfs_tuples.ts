// Whole program (issue 15, sixth pass: agent data work and type-level TypeScript).
type Vec = readonly [number, number];
const add = (a: Vec, b: Vec): Vec => [a[0] + b[0], a[1] + b[1]];
const eq = (a: Vec, b: Vec) => a[0] === b[0] && a[1] === b[1];
const key = ([x, y]: Vec) => `${x},${y}`;

const DIRS = { N: [0, -1], S: [0, 1], E: [1, 0], W: [-1, 0] } as const satisfies Record<string, Vec>;
type Dir = keyof typeof DIRS;

const maze = [
  "S.#.....",
  ".##.###.",
  "....#...",
  "##.##.#.",
  "...#..#G",
];
const find = (ch: string): Vec => {
  for (let y = 0; y < maze.length; y++) {
    const x = maze[y].indexOf(ch);
    if (x >= 0) return [x, y];
  }
  throw new Error(`no ${ch}`);
};
const open = ([x, y]: Vec) => y >= 0 && y < maze.length && x >= 0 && x < maze[y].length && maze[y][x] !== "#";

function bfs(start: Vec, goal: Vec): Dir[] | null {
  const prev = new Map<string, [string, Dir] | null>([[key(start), null]]);
  const queue: Vec[] = [start];
  while (queue.length) {
    const cur = queue.shift()!;
    if (eq(cur, goal)) {
      const path: Dir[] = [];
      for (let k = key(cur), p = prev.get(k); p; k = p[0], p = prev.get(k)) path.unshift(p[1]);
      return path;
    }
    for (const d of Object.keys(DIRS) as Dir[]) {
      const nxt = add(cur, DIRS[d]);
      if (open(nxt) && !prev.has(key(nxt))) {
        prev.set(key(nxt), [key(cur), d]);
        queue.push(nxt);
      }
    }
  }
  return null;
}

const path = bfs(find("S"), find("G"));
console.log(path?.length, path?.join(""));
const compressed = (path ?? []).reduce<Array<[Dir, number]>>((acc, d) => {
  const last = acc.at(-1);
  if (last && last[0] === d) last[1]++;
  else acc.push([d, 1]);
  return acc;
}, []);
console.log(compressed.map(([d, n]) => `${d}${n}`).join(" "));
const grid = maze.map((r) => r.split(""));
let pos = find("S");
for (const d of path ?? []) {
  pos = add(pos, DIRS[d]);
  if (grid[pos[1]][pos[0]] === ".") grid[pos[1]][pos[0]] = "*";
}
console.log(grid.map((r) => r.join("")).join("\n"));
