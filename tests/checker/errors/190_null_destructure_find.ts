const users = [{ name: "a", age: 3 }];
const { name } = users.find((u) => u.age > 2);
console.log(name);
