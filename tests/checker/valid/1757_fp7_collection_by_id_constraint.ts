// Collection keyed by id with generic constraints on T["id"].
interface HasId<I extends string | number = string> {
  id: I;
}

class Collection<T extends HasId<string | number>> {
  private byId = new Map<T["id"], T>();
  private order: T["id"][] = [];

  constructor(items: Iterable<T> = []) {
    for (const item of items) this.upsert(item);
  }

  upsert(item: T): this {
    if (!this.byId.has(item.id)) this.order.push(item.id);
    this.byId.set(item.id, item);
    return this;
  }

  remove(id: T["id"]): T | undefined {
    const item = this.byId.get(id);
    if (item) {
      this.byId.delete(id);
      this.order = this.order.filter((x) => x !== id);
    }
    return item;
  }

  get(id: T["id"]): T | undefined {
    return this.byId.get(id);
  }

  map<U extends HasId<string | number>>(f: (item: T) => U): Collection<U> {
    return new Collection(this.toArray().map(f));
  }

  where<K extends keyof T>(key: K, pred: (v: T[K]) => boolean): T[] {
    return this.toArray().filter((t) => pred(t[key]));
  }

  toArray(): T[] {
    return this.order.map((id) => this.byId.get(id)!);
  }

  get length() {
    return this.order.length;
  }
}

interface Book extends HasId<number> {
  title: string;
  year: number;
  authors: string[];
}
interface Tag extends HasId {
  label: string;
}

const books = new Collection<Book>([
  { id: 1, title: "SICP", year: 1985, authors: ["Abelson", "Sussman"] },
  { id: 2, title: "TAOCP", year: 1968, authors: ["Knuth"] },
  { id: 3, title: "CLRS", year: 1990, authors: ["Cormen", "Leiserson", "Rivest", "Stein"] },
]);
books.upsert({ id: 2, title: "TAOCP Vol 1", year: 1968, authors: ["Knuth"] });
console.log(books.length, books.get(2)?.title, books.remove(1)?.title, books.length);
console.log(books.where("year", (y) => y > 1980).map((b) => b.title));
console.log(books.where("authors", (a) => a.length > 2).length);

const tags = books.map((b): Tag => ({ id: `b${b.id}`, label: b.title.toLowerCase() }));
console.log(tags.get("b3")?.label, tags.toArray().map((t) => t.id).join(","));
