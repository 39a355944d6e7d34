const result = [1, 2];
console.log(result);
let result = [3];
