const grid = [
  [1, 2, 3],
  [4, -5, 6],
];
let found: [number, number] | null = null;
outer: for (let r = 0; r < grid.length; r++) {
  for (let c = 0; c < grid[r].length; c++) {
    if (grid[r][c] < 0) {
      found = [r, c];
      break outer;
    }
  }
}
console.log(found);
