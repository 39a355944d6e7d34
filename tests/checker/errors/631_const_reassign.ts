const total = 0;
for (const x of [1, 2, 3]) {
  total += x;
}
console.log(total);
