const n = 42.7;
console.log(parseInt(n));
