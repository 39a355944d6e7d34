const a = [1, 2];
const b = [..a, 3];
console.log(b);
