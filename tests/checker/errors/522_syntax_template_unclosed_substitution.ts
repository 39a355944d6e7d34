const who = "world";
const msg = `hello ${who`;
console.log(msg);
