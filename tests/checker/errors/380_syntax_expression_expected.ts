const a = 5;
const b = a + ;
console.log(b);
