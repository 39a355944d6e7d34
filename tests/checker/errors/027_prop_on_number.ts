const n = 42;
console.log(n.length);
