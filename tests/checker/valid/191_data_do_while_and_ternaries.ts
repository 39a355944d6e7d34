let n = 27;
let steps = 0;
do {
  n = n % 2 === 0 ? n / 2 : 3 * n + 1;
  steps++;
} while (n !== 1);
console.log(steps);
