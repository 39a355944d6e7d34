const title = "hello world";
const upper = title.replace("o", 0);
console.log(upper);
