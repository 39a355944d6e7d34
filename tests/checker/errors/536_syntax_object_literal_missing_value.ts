const user = { name: "Ada", age: };
console.log(user);
