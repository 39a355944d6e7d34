const who = "world";
console.log(`hello ${who`);
console.log("done");
