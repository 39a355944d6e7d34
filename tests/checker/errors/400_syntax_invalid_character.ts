const a = 1;
const b = a # 2;
console.log(b);
