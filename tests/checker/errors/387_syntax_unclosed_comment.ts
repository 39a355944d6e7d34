const values = [1, 2];
/* compute the totals
const total = values.reduce((a, b) => a + b, 0);
console.log(total);
