// Grid walking with template-literal keys and Record<Dir, ...>
type Dir = "N" | "E" | "S" | "W";
type Pos = { x: number; y: number };
type Key = `${number},${number}`;
const DELTA: Record<Dir, readonly [dx: number, dy: number]> = { N: [0, -1], E: [1, 0], S: [0, 1], W: [-1, 0] };
const TURN_RIGHT: { [D in Dir]: Dir } = { N: "E", E: "S", S: "W", W: "N" };
const TURN_LEFT = Object.fromEntries(Object.entries(TURN_RIGHT).map(([a, b]) => [b, a])) as Record<Dir, Dir>;
const keyOf = ({ x, y }: Pos): Key => `${x},${y}`;
const parseKey = (k: Key): Pos => {
  const [x, y] = k.split(",").map(Number);
  return { x, y };
};

function walk(cmds: string): { visited: Set<Key>; firstTwice: Pos | null; at: Pos; facing: Dir } {
  let facing: Dir = "N";
  let at: Pos = { x: 0, y: 0 };
  const visited = new Set<Key>([keyOf(at)]);
  let firstTwice: Pos | null = null;
  for (const cmd of cmds.split(/,\s*/)) {
    const turn = cmd[0], steps = Number.parseInt(cmd.slice(1), 10);
    facing = turn === "R" ? TURN_RIGHT[facing] : TURN_LEFT[facing];
    const [dx, dy] = DELTA[facing];
    for (let i = 0; i < steps; i++) {
      at = { x: at.x + dx, y: at.y + dy };
      const k = keyOf(at);
      if (visited.has(k) && !firstTwice) firstTwice = { ...at };
      visited.add(k);
    }
  }
  return { visited, firstTwice, at, facing };
}
const manhattan = (p: Pos, q: Pos = { x: 0, y: 0 }) => Math.abs(p.x - q.x) + Math.abs(p.y - q.y);
const r = walk("R8, R4, R4, R8, L2, L10");
console.log(r.at, r.facing, manhattan(r.at), r.firstTwice && manhattan(r.firstTwice), r.visited.size);
const bounds = [...r.visited].map(parseKey).reduce(
  (b, p) => ({ minX: Math.min(b.minX, p.x), maxX: Math.max(b.maxX, p.x), minY: Math.min(b.minY, p.y), maxY: Math.max(b.maxY, p.y) }),
  { minX: Infinity, maxX: -Infinity, minY: Infinity, maxY: -Infinity },
);
const rows: string[] = [];
for (let y = bounds.minY; y <= bounds.maxY; y++) {
  let line = "";
  for (let x = bounds.minX; x <= bounds.maxX; x++) line += x === 0 && y === 0 ? "O" : r.visited.has(`${x},${y}`) ? "#" : ".";
  rows.push(line);
}
console.log(rows.join("\n"));
const dirs = Object.keys(DELTA) as Dir[];
console.log(dirs.map((d) => `${d}->${TURN_RIGHT[d]}/${TURN_LEFT[d]}`).join(" "));
const counts = dirs.reduce((acc, d) => ({ ...acc, [d]: 0 }), {} as Partial<Record<Dir, number>>);
for (const c of "NNESWWN") if (c in DELTA) counts[c as Dir] = (counts[c as Dir] ?? 0) + 1;
console.log(counts);
