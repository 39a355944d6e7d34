enum Dir { Up = 1, Down, Left, Right }
const moves: Record<Dir, [number, number]> = {
  [Dir.Up]: [0, -1],
  [Dir.Down]: [0, 1],
  [Dir.Left]: [-1, 0],
  [Dir.Right]: [1, 0],
};
let pos: [number, number] = [0, 0];
for (const d of [Dir.Up, Dir.Right, Dir.Right]) {
  const [dx, dy] = moves[d];
  pos = [pos[0] + dx, pos[1] + dy];
}
console.log(pos);
