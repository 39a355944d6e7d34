const xs = [1, 2, 3];
console.log(xs.length());
