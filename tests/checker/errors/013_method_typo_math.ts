const values = [3, 9, 4];
const biggest = Math.maximum(...values);
console.log(biggest);
