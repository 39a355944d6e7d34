let grid = new Array(4).fill(0).map(() => new Array(5).fill("."));
grid[1][2] = "#";
grid[3][0] = "#";
for (let r = 0; r < grid.length; r++) {
  console.log(grid[r].join(""));
}
let walls = 0;
grid.forEach((row) => row.forEach((c: string) => { if (c == "#") walls++; }));
console.log("walls:", walls);

let numbers = [3, 9, 2, 7];
let biggest = Math.max.apply(null, numbers);
let smallest = Math.min(...numbers);
console.log(biggest, smallest);

let word = "listen";
let other = "silent";
let sortedWord = word.split("").sort().join("");
console.log("anagram?", sortedWord === other.split("").sort().join(""));

let fizz = [];
for (let i = 1; i <= 15; i++) {
  if (i % 15 == 0) fizz.push("FizzBuzz");
  else if (i % 3 == 0) fizz.push("Fizz");
  else if (i % 5 == 0) fizz.push("Buzz");
  else fizz.push(i);
}
console.log(fizz.join(" "));

let obj = { a: 1, b: 2, c: 3 };
let keys = Object.keys(obj);
let values = Object.values(obj);
let sum = 0;
for (let k in obj) {
  sum += obj[k as keyof typeof obj];
}
console.log(keys, values, sum);

let stack = [];
let input = "(a[b]{c})";
let balanced = true;
let pairs: any = { ")": "(", "]": "[", "}": "{" };
for (let ch of input) {
  if ("([{".includes(ch)) stack.push(ch);
  else if (pairs[ch]) {
    if (stack.pop() !== pairs[ch]) balanced = false;
  }
}
console.log("balanced:", balanced && stack.length === 0);
let count = 0;
let n = 27;
while (n != 1) {
  n = n % 2 == 0 ? n / 2 : 3 * n + 1;
  count++;
}
console.log("collatz steps:", count);
let table = "";
for (let i = 1; i <= 3; i++) {
  for (let j = 1; j <= 3; j++) table += (i * j).toString().padStart(3);
  table += "\n";
}
console.log(table);
let people = [];
people.push({ name: "Zed", age: 40 });
people.push({ name: "Amy", age: 25 });
people.sort((a, b) => (a.name > b.name ? 1 : -1));
console.log(people.map((p) => p.name + "(" + p.age + ")").join(", "));
