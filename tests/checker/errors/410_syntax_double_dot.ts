const n = [1, 2].length;
console.log(n..toString());
