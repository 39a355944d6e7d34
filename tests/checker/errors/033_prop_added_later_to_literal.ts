const user = { name: "Ann" };
user.age = 31;
console.log(user);
