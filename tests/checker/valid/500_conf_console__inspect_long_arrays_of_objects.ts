// Arrays of objects that exceed the line width break one object per line.
const people = [{ name: "Alice Anderson", age: 31 }, { name: "Bob Brown", age: 27 }, { name: "Carol Clark", age: 45 }];
console.log(people);
console.log({ people, count: people.length });
console.log(Array.from({ length: 8 }, (_, i) => ({ i, sq: i * i })));
