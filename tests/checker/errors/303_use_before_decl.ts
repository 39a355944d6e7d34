console.log(total);
const total = 10;
