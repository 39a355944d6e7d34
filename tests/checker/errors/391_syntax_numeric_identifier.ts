const 2fast = 1;
const speed = 2fast * 10;
console.log(speed);
