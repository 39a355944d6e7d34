const weights = { a: 0.2, b: 0.8 };
const total = (Object.keys(weights) as (keyof typeof weights)[]).reduce((s, k) => s + weights[k], 0);
console.log(total);
