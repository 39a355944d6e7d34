console.log("hello);
console.log("bye");
