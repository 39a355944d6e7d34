const matrix = [
  [1, 2],
  [3, 4],
];
let sum = 0;
for (const row of matrix) {
  for (const cell of rows) {
    sum += cell;
  }
}
