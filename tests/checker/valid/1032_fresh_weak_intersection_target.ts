// A weak intersection (every member all-optional) accepts what has a property in common with any
// member: `{ author }` against `Partial<Pick<Book, ...>> & { text?: string }` (tsc checks the
// intersection as a whole, not each member on its own).
interface Book { title: string; author: string; year: number }
type Query = Partial<Pick<Book, "author" | "year">> & { text?: string; after?: number };
function search(books: Book[], q: Query): Book[] {
  return books.filter((b) => (q.author === undefined || b.author === q.author) && (!q.text || b.title.includes(q.text)));
}
const books: Book[] = [{ title: "Cosmos", author: "Sagan", year: 1980 }];
console.log(search(books, { author: "Sagan" }).length, search(books, { text: "Cos", after: 1900 }).length);
type Style = { color?: string } & { bold?: boolean } & { size?: number };
const s: Style = { size: 12 };
function apply(st: Style) { return Object.keys(st).length; }
console.log(apply({ bold: true }), apply(s));
