type P = [number, number];
const maze = ["S.#", "..#", "#.E"];
function bfs(start: P, goal: P): number {
  const seen = new Set<string>([start.join(",")]);
  let frontier: P[] = [start];
  for (let steps = 0; frontier.length > 0; steps++) {
    const next: P[] = [];
    for (const [y, x] of frontier) {
      if (y === goal[0] && x === goal[1]) return steps;
      for (const [dy, dx] of [[0, 1], [1, 0], [0, -1], [-1, 0]]) {
        const ny = y + dy, nx = x + dx;
        const row = maze[ny];
        if (!row || row[nx] === undefined || row[nx] === "#") continue;
        const k = `${ny},${nx}`;
        if (seen.has(k)) continue;
        seen.add(k);
        next.push([ny, nx]);
      }
    }
    frontier = next;
  }
  return -1;
}
console.log(bfs([0, 0], [2, 2]));
