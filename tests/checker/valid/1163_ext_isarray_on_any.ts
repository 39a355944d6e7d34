// Array.isArray on an `any` (what JSON.parse returns) narrows it to any[]: the callbacks of
// find/map then have contextual parameters of type any (no TS7006).
interface Book { id: number; title: string }
const raw = JSON.parse('[{"id":1,"title":"Dune"},{"id":2,"title":"Emma"}]');
if (Array.isArray(raw)) {
  const dune = raw.find((item) => item.title === "Dune");
  const ids = raw.map((b, i) => `${i}:${b.id}`);
  console.log(dune ? dune.id : -1, ids.join(","));
  const books: Book[] = raw.filter((b) => typeof b.id === "number");
  console.log(books.length);
} else {
  console.log("not an array", raw.length);
}
