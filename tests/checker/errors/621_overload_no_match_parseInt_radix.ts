const n = parseInt("10", "2");
console.log(n);
