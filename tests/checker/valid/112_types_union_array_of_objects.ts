type Item = { type: "book"; pages: number } | { type: "movie"; minutes: number };
const shelf: Item[] = [
  { type: "book", pages: 300 },
  { type: "movie", minutes: 95 },
];
const totalPages = shelf.reduce((n, it) => (it.type === "book" ? n + it.pages : n), 0);
console.log(totalPages);
