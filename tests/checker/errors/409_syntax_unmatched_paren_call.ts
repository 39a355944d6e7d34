const a = 1;
const b = 2;
console.log("total:", (a + b);
