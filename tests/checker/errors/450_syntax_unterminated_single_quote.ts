const greeting = 'Hello, world;
console.log(greeting);
