const values = [4, 7, 1];
console.log(Math.max(values));
