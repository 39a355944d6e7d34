// Simulation: elevator and game of life
type Cell = 0 | 1;
type Board = Cell[][];
function lifeStep(b: Board): Board {
  const rows = b.length, cols = b[0]?.length ?? 0;
  return b.map((row, r) =>
    row.map((cell, c) => {
      let n = 0;
      for (let dr = -1; dr <= 1; dr++)
        for (let dc = -1; dc <= 1; dc++) {
          if (!dr && !dc) continue;
          const rr = (r + dr + rows) % rows, cc = (c + dc + cols) % cols;
          n += b[rr][cc];
        }
      return (n === 3 || (cell === 1 && n === 2) ? 1 : 0) as Cell;
    }),
  );
}
const render = (b: Board) => b.map((r) => r.map((c) => (c ? "#" : ".")).join("")).join("\n");
let board: Board = [
  [0, 1, 0, 0, 0],
  [0, 0, 1, 0, 0],
  [1, 1, 1, 0, 0],
  [0, 0, 0, 0, 0],
  [0, 0, 0, 0, 0],
];
for (let gen = 0; gen < 4; gen++) board = lifeStep(board);
console.log(render(board));

enum Direction { Up = 1, Down = -1, Idle = 0 }
interface Request { floor: number; at: number }
class Elevator {
  floor = 0;
  dir = Direction.Idle;
  private queue: number[] = [];
  log: string[] = [];
  call(floor: number) { if (!this.queue.includes(floor)) this.queue.push(floor); }
  tick(t: number): void {
    if (this.queue.length === 0) { this.dir = Direction.Idle; return; }
    const target = this.queue[0];
    if (target === this.floor) {
      this.queue.shift();
      this.log.push(`t=${t} open at ${this.floor}`);
      return;
    }
    this.dir = target > this.floor ? Direction.Up : Direction.Down;
    this.floor += this.dir;
  }
}
const reqs: Request[] = [{ floor: 3, at: 0 }, { floor: 1, at: 2 }, { floor: 5, at: 3 }];
const el = new Elevator();
for (let t = 0; t < 15; t++) {
  reqs.filter((r) => r.at === t).forEach((r) => el.call(r.floor));
  el.tick(t);
}
console.log(el.log.join("; "), Direction[el.dir], el.floor);
const josephus = (n: number, k: number): number => {
  const ring = Array.from({ length: n }, (_, i) => i + 1);
  let idx = 0;
  while (ring.length > 1) { idx = (idx + k - 1) % ring.length; ring.splice(idx, 1); }
  return ring[0];
};
console.log(josephus(7, 3), josephus(41, 3));
