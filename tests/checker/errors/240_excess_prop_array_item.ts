type Tag = { name: string };
const tags: Tag[] = [
  { name: "urgent" },
  { name: "later", color: "red" },
];
console.log(tags.map((t) => t.name));
