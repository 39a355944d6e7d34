// Whole program (issue 15, sixth pass: agent data work and type-level TypeScript).
abstract class Repo<T extends { id: number }, Draft = Omit<T, "id">> {
  protected rows: T[] = [];
  private nextId = 1;
  protected abstract build(id: number, d: Draft): T;
  create(d: Draft) {
    const row = this.build(this.nextId++, d);
    this.rows.push(row);
    return row;
  }
  findBy<K extends keyof T>(k: K, v: T[K]) {
    return this.rows.find((r) => r[k] === v);
  }
  list(opts: { offset?: number; limit?: number; order?: keyof T } = {}) {
    const { offset = 0, limit = 10, order } = opts;
    const sorted = order ? this.rows.toSorted((a, b) => (a[order] < b[order] ? -1 : a[order] > b[order] ? 1 : 0)) : this.rows;
    return { total: this.rows.length, items: sorted.slice(offset, offset + limit) };
  }
}

interface Author { id: number; name: string; born: number }
interface Book { id: number; title: string; authorId: number; year: number; createdAt: string }

class Authors extends Repo<Author> {
  protected build(id: number, d: Omit<Author, "id">): Author {
    return { id, ...d };
  }
}
class Books extends Repo<Book, Omit<Book, "id" | "createdAt">> {
  private clock = 0;
  protected build(id: number, d: Omit<Book, "id" | "createdAt">): Book {
    return { id, ...d, createdAt: new Date(Date.UTC(2024, 0, 1) + ++this.clock * 60000).toISOString() };
  }
  byAuthor(authorId: number) {
    return this.rows.filter((b) => b.authorId === authorId);
  }
}

const authors = new Authors();
const books = new Books();
const le = authors.create({ name: "Le Guin", born: 1929 });
const pt = authors.create({ name: "Pratchett", born: 1948 });
books.create({ title: "A Wizard of Earthsea", authorId: le.id, year: 1968 });
books.create({ title: "Guards! Guards!", authorId: pt.id, year: 1989 });
books.create({ title: "The Dispossessed", authorId: le.id, year: 1974 });
books.create({ title: "Mort", authorId: pt.id, year: 1987 });

console.log(authors.findBy("name", "Pratchett")?.born, books.findBy("year", 1974)?.title);
const page = books.list({ order: "year", limit: 3 });
console.log(page.total, page.items.map((b) => `${b.year} ${b.title}`));
const report = authors.list().items.map((a) => {
  const bs = books.byAuthor(a.id);
  const ages = bs.map((b) => b.year - a.born);
  return { author: a.name, books: bs.length, firstAt: Math.min(...ages), last: bs.at(-1)?.createdAt.slice(11, 16) };
});
console.log(report);
