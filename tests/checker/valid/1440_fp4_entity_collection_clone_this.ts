// Whole program (issue 15, sixth pass: agent data work and type-level TypeScript).
abstract class Entity<Id extends string | number = string> {
  constructor(public readonly id: Id) {}
  abstract validate(): string[];
  isValid() {
    return this.validate().length === 0;
  }
  clone() {
    return Object.assign(Object.create(Object.getPrototypeOf(this)), this) as this;
  }
}

class Product extends Entity<number> {
  constructor(id: number, public name: string, public price: number) {
    super(id);
  }
  validate() {
    const errs: string[] = [];
    if (!this.name) errs.push("name");
    if (this.price < 0) errs.push("price");
    return errs;
  }
  withPrice(p: number) {
    const c = this.clone();
    c.price = p;
    return c;
  }
}

class Collection<E extends Entity<K>, K extends string | number> {
  private byId = new Map<K, E>();
  add(...es: E[]) {
    for (const e of es) this.byId.set(e.id, e);
    return this;
  }
  get(id: K) {
    return this.byId.get(id);
  }
  invalid() {
    return [...this.byId.values()].filter((e) => !e.isValid());
  }
  map<R>(fn: (e: E) => R) {
    return Array.from(this.byId.values(), fn);
  }
}

const items = new Collection<Product, number>().add(
  new Product(1, "pen", 1.5),
  new Product(2, "", 3),
  new Product(3, "ink", -1),
);
console.log(items.map((p) => `${p.id}:${p.name || "?"}:${p.price}`));
console.log(items.invalid().map((p) => [p.id, p.validate()]));
const pen = items.get(1);
const cheaper = pen?.withPrice(0.99);
console.log(cheaper?.price, pen?.price, cheaper instanceof Product, cheaper?.isValid());

type EntityId<E> = E extends Entity<infer I> ? I : never;
const pid: EntityId<Product> = 7;
console.log(typeof pid);
