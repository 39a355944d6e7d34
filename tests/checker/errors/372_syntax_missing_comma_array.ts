const xs = [1, 2 3];
const total = xs.reduce((a, b) => a + b, 0);
console.log(total);
