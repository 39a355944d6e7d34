const s = "hello world";
const start = "2";
const rest = s.substring(start);
console.log(rest);
