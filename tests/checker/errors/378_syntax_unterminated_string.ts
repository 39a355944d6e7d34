const name = "ann";
const msg = "hello;
console.log(msg, name);
