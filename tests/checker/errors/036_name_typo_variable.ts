const prices = [10, 20, 30];
const total = price.reduce((a, b) => a + b, 0);
console.log(total);
