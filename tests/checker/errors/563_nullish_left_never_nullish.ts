const prices = [3, 4.5, 10];
const total = prices.reduce((a, b) => a + b, 0);
const shown = total.toFixed(2) + " USD" ?? "n/a";
console.log(shown);
