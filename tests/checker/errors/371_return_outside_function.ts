const xs = [1, 2, 3];
if (xs.length === 0) {
  return;
}
console.log(xs);
