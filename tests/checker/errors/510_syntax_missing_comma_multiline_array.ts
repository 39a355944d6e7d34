const items = [
  { id: 1, name: "a" }
  { id: 2, name: "b" },
];
console.log(items.length);
