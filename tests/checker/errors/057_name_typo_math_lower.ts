const prices = [19.99, 5.5, 3.25];
const rounded = prices.map((p) => math.round(p));
console.log(rounded);
