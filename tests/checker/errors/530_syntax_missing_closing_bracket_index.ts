const xs = [1, 2, 3];
const first = xs[0;
console.log(first);
