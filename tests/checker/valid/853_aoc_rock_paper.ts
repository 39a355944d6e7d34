type Move = "A" | "B" | "C";
const score: Record<Move, number> = { A: 1, B: 2, C: 3 };
const beats: Record<Move, Move> = { A: "C", B: "A", C: "B" };
function round(a: Move, b: Move): number {
  if (a === b) return 3 + score[b];
  return (beats[b] === a ? 6 : 0) + score[b];
}
const games: [Move, Move][] = [["A", "B"], ["B", "A"], ["C", "C"]];
console.log(games.map(([a, b]) => round(a, b)).reduce((x, y) => x + y, 0));
