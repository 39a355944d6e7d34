const n: number = "x";
const arr = [1, 2;
console.log(n, arr);
