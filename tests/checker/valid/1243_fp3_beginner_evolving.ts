let result;
let mode = "sum";
let values = [4, 8, 15, 16, 23, 42];
switch (mode) {
  case "sum":
    result = 0;
    for (let v of values) result += v;
    break;
  case "list":
    result = values.join(",");
    break;
  default:
    result = null;
}
console.log("result:", result);

let biggest = null;
let smallest = undefined;
for (let v of values) {
  if (biggest === null || v > biggest) biggest = v;
  if (smallest === undefined || v < smallest) smallest = v;
}
console.log(biggest, smallest);

let evens = [];
let odds = [];
for (let v of values) {
  if (v % 2 === 0) evens.push(v);
  else odds.push(v);
}
console.log(evens, odds, evens.length + odds.length);

let lastWord;
const sentence = "the cat sat on the mat";
for (const w of sentence.split(" ")) lastWord = w;
console.log(lastWord);

let info = {};
info = { words: sentence.split(" ").length };
console.log(info);

let current = null;
const queue = ["a", "b", "c"];
while (queue.length) {
  current = queue.shift();
  console.log("processing", current);
}
console.log("last", current);

let total = 0, n = 0, avg;
for (const v of values) {
  total += v;
  n++;
}
avg = n ? total / n : 0;
console.log(avg.toFixed(2));
let matrix = [];
for (let i = 0; i < 3; i++) matrix.push([i, i * i]);
console.log(matrix.map((r) => r.join("x")).join(" "));
let found = undefined;
for (const row of matrix) if (row[1] > 1 && found === undefined) found = row;
console.log(found);
