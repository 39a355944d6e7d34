const n = 5;
const sign = n > 0 ? "positive";
console.log(sign);
