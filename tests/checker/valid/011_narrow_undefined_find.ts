const users = [
  { id: 1, name: "ann" },
  { id: 2, name: "bo" },
];
const u = users.find((x) => x.id === 2);
if (u !== undefined) {
  console.log(u.name);
}
const v = users.find((x) => x.id === 9);
console.log(v?.name ?? "nobody");
