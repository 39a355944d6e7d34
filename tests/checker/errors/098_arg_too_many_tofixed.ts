const x = 3.14159;
console.log(x.toFixed(2, 3));
