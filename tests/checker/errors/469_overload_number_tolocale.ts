const n = 1234.5;
const hex = n.toString("16");
console.log(hex);
