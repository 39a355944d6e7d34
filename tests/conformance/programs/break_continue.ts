// break and continue, plain and labelled, in for, while and nested loops.
const found: number[] = [];
for (let i = 0; i < 10; i++) {
  if (i === 7) break;
  if (i % 2 === 0) continue;
  found.push(i);
}
console.log(found);
outer: for (let i = 0; i < 4; i++) {
  for (let j = 0; j < 4; j++) {
    if (j === 2) continue outer;
    if (i === 3) break outer;
    console.log("pair", i, j);
  }
}
let pairs = 0;
search: for (const a of [1, 2, 3, 4]) {
  for (const b of [1, 2, 3, 4]) {
    pairs++;
    if (a * b === 6) {
      console.log("found", a, b, "after", pairs);
      break search;
    }
  }
}
block: {
  console.log("in block");
  if (pairs > 0) break block;
  console.log("never printed");
}
console.log("after block");
let n = 0;
loop: while (true) {
  n++;
  do {
    if (n < 3) continue loop;
    break loop;
  } while (false);
}
console.log("n =", n);
const grid = [[1, 2, 3], [4, -5, 6], [7, 8, 9]];
let firstNegative = "";
rows: for (let r = 0; r < grid.length; r++) {
  for (let c = 0; c < grid[r].length; c++) {
    if (grid[r][c] < 0) {
      firstNegative = r + "," + c;
      break rows;
    }
  }
}
console.log(firstNegative);
let skipped = 0;
for (const w of ["a", "", "b", "", "c"]) {
  if (!w) {
    skipped++;
    continue;
  }
  console.log(w);
}
console.log("skipped", skipped);
