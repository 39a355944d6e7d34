enum Genre { Fiction, Science, History, Poetry }
enum Status { Available = "available", OnLoan = "on-loan", Lost = "lost" }

interface Book { isbn: string; title: string; author: string; year: number; genre: Genre; status: Status }
interface Loan { isbn: string; member: string; out: Date; due: Date; returned?: Date }

const DAY = 86_400_000;

class Catalog {
  readonly #books = new Map<string, Book>();
  readonly #loans: Loan[] = [];
  static readonly FINE_PER_DAY = 0.25;

  add(...books: Omit<Book, "status">[]): void {
    for (const b of books) this.#books.set(b.isbn, { ...b, status: Status.Available });
  }

  lend(isbn: string, member: string, on: Date, days = 14): Loan {
    const book = this.#books.get(isbn);
    if (!book) throw new Error(`unknown book ${isbn}`);
    if (book.status !== Status.Available) throw new Error(`${book.title} is ${book.status}`);
    book.status = Status.OnLoan;
    const loan: Loan = { isbn, member, out: on, due: new Date(on.getTime() + days * DAY) };
    this.#loans.push(loan);
    return loan;
  }

  giveBack(isbn: string, on: Date): number {
    const loan = this.#loans.find((l) => l.isbn === isbn && !l.returned);
    if (!loan) return 0;
    loan.returned = on;
    this.#books.get(isbn)!.status = Status.Available;
    const late = Math.max(0, Math.ceil((on.getTime() - loan.due.getTime()) / DAY));
    return late * Catalog.FINE_PER_DAY;
  }

  search(q: Partial<Pick<Book, "author" | "genre">> & { text?: string; after?: number }): Book[] {
    return [...this.#books.values()]
      .filter((b) => (q.author === undefined || b.author === q.author) && (q.genre === undefined || b.genre === q.genre))
      .filter((b) => !q.text || b.title.toLowerCase().includes(q.text.toLowerCase()))
      .filter((b) => q.after === undefined || b.year > q.after)
      .sort((a, b) => a.year - b.year);
  }

  overdue(asOf: Date): Array<Loan & { days: number }> {
    return this.#loans
      .filter((l) => !l.returned && l.due < asOf)
      .map((l) => ({ ...l, days: Math.floor((asOf.getTime() - l.due.getTime()) / DAY) }));
  }

  genreCounts(): Partial<Record<keyof typeof Genre, number>> {
    const out: Partial<Record<keyof typeof Genre, number>> = {};
    for (const b of this.#books.values()) {
      const name = Genre[b.genre] as keyof typeof Genre;
      out[name] = (out[name] ?? 0) + 1;
    }
    return out;
  }
}

const cat = new Catalog();
cat.add(
  { isbn: "1", title: "Dune", author: "Herbert", year: 1965, genre: Genre.Fiction },
  { isbn: "2", title: "Cosmos", author: "Sagan", year: 1980, genre: Genre.Science },
  { isbn: "3", title: "The Histories", author: "Herodotus", year: -430, genre: Genre.History },
  { isbn: "4", title: "Pale Blue Dot", author: "Sagan", year: 1994, genre: Genre.Science },
  { isbn: "5", title: "Leaves of Grass", author: "Whitman", year: 1855, genre: Genre.Poetry },
);
const d0 = new Date(Date.UTC(2024, 0, 1));
cat.lend("1", "ann", d0);
cat.lend("2", "bob", d0, 7);
try { cat.lend("1", "cy", d0); } catch (e) { console.log((e as Error).message); }
console.log(cat.overdue(new Date(d0.getTime() + 10 * DAY)).map((l) => `${l.member}:${l.isbn}:${l.days}`));
console.log("fine", cat.giveBack("2", new Date(d0.getTime() + 12 * DAY)), cat.giveBack("2", d0));
console.log(cat.search({ author: "Sagan" }).map((b) => b.title), cat.search({ text: "the", after: -1000 }).length);
console.log(cat.search({ genre: Genre.Fiction }).map((b) => `${b.title} ${b.status}`));
console.log(cat.genreCounts(), Genre[2], Genre.Poetry, Status.OnLoan);
