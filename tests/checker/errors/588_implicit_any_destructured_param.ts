function describe({ name, age }) {
  return `${name} is ${age}`;
}
console.log(describe({ name: "a", age: 1 }));
