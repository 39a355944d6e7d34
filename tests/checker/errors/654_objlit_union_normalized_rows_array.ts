const rows = [
  { id: 1, name: "Ada" },
  { id: 2, email: "b@example.com" },
];
const ids: number[] = rows;
console.log(ids);
