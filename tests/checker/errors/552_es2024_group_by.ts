const people = [{ name: "a", age: 30 }, { name: "b", age: 40 }];
const byAge = Object.groupBy(people, (p) => (p.age > 35 ? "old" : "young"));
console.log(byAge);
