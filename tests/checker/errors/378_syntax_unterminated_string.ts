const msg = "hello;
console.log(msg);
