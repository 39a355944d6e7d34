const s = "hello world";
console.log(s.substring("2"));
