const who = "world";
console.log(`hello ${who`);
