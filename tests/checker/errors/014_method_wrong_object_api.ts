const record = { a: 1, b: 2 };
const pairs = Object.pairs(record);
console.log(pairs);
