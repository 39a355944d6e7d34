const one: 1n = 2n;
console.log(one);
