const lookup = { one: 1, two: 2 };
const n = 1;
console.log(lookup[n]);
