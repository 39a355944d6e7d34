// `let best = null` is tsc's evolving variable (like `let best;`): its type is what was last
// assigned, so the loop's `best.score` and the later `best = p` are fine.
interface Player { name: string; score: number }
const players: Player[] = [
  { name: "ann", score: 7 },
  { name: "bob", score: 9 },
  { name: "cy", score: 4 },
];
let best = null;
for (const p of players) {
  if (!best || best.score < p.score) best = p;
}
console.log(best ? best.name : "none");

class Probe {
  constructor(readonly n: number) {}
  valid(): boolean { return this.n % 3 === 0; }
}
let found = undefined;
for (let n = 1; n < 10 && (!found || !found.valid()); n++) {
  found = new Probe(n);
}
console.log(found?.n);
