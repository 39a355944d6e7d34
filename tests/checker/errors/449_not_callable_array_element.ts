const values = [1, 2, 3];
const total = values[0](2);
console.log(total);
