const name = "ann";
const greeting = 'Hello, world;
console.log(greeting, name);
