// CPU suite: recursive fib — call/return overhead and small-integer arithmetic.
function fib(n) {
  return n < 2 ? n : fib(n - 1) + fib(n - 2);
}

let total = 0;
for (let n = 20; n <= 30; n++) {
  total += fib(n);
}
console.log("fib checksum", total);
