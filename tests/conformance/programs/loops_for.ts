// Classic for loops: several variables, empty clauses, counting down, nesting.
let out = "";
for (let i = 0; i < 5; i++) out += i;
console.log(out);
for (let i = 0, j = 10; i < j; i += 2, j -= 2) {
  console.log(i, j);
}
let count = 0;
for (;;) {
  if (++count === 3) break;
}
console.log(count);
const arr = ["a", "b", "c", "d"];
for (let i = arr.length - 1; i >= 0; i--) out += arr[i];
console.log(out);
const table: string[] = [];
for (let r = 1; r <= 3; r++) {
  let row = "";
  for (let c = 1; c <= 4; c++) {
    row += (r * c) + (c < 4 ? "\t" : "");
  }
  table.push(row);
}
console.log(table.join("\n"));
let x = 0;
for (x = 10; x < 13; x++);
console.log(x);
let sum = 0;
for (let i = 1; i <= 100; i++) sum += i;
console.log(sum);
for (let i = 0; i < 3; i++) {
  let i = "shadow";
  console.log(i);
}
const squares = [];
for (let i = 1; i <= 10; i++) squares.push(i * i);
console.log(squares);
