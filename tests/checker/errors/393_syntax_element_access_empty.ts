const xs = [1, 2];
const y = xs[];
console.log(y);
