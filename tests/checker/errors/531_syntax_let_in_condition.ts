const xs = [1, 2];
if (let n = xs.length) {
  console.log(n);
}
