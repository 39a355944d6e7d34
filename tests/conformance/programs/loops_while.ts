// while and do-while loops, including a body that runs exactly once.
let n = 5;
const seen: number[] = [];
while (n > 0) {
  seen.push(n);
  n--;
}
console.log(seen, n);
let runs = 0;
do {
  runs++;
} while (false);
console.log("do-while ran", runs, "time(s)");
let i = 0;
do {
  i += 3;
} while (i < 10);
console.log(i);
let collatz = 27;
let steps = 0;
while (collatz !== 1) {
  collatz = collatz % 2 === 0 ? collatz / 2 : 3 * collatz + 1;
  steps++;
}
console.log("collatz(27) steps:", steps);
let digits = 0;
let num = 9876543;
while (num > 0) {
  num = Math.floor(num / 10);
  digits++;
}
console.log("digits:", digits);
let guard = 0;
while (true) {
  guard++;
  if (guard >= 4) break;
}
console.log(guard);
let total = 0;
let k = 0;
while (k < 10) {
  k++;
  if (k % 2 === 0) continue;
  total += k;
}
console.log(total);
const stack = [1, 2, 3];
let popped = "";
while (stack.length) popped += stack.pop();
console.log(popped);
