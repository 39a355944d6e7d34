const stacks: string[][] = [["Z", "N"], ["M", "C", "D"], ["P"]];
const moves = ["move 1 from 2 to 1", "move 3 from 1 to 3"];
for (const m of moves) {
  const match = m.match(/move (\d+) from (\d+) to (\d+)/);
  if (!match) continue;
  const [, n, from, to] = match.map(Number);
  for (let i = 0; i < n; i++) {
    const crate = stacks[from - 1].pop();
    if (crate !== undefined) stacks[to - 1].push(crate);
  }
}
console.log(stacks.map((s) => s.at(-1) ?? " ").join(""));
