const a = "10";
const b = 4;
console.log(a - b);
