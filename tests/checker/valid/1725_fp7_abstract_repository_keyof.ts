// Abstract repository with generic methods.
interface Entity {
  id: number;
}

abstract class Repository<T extends Entity> {
  protected items = new Map<number, T>();
  private nextId = 1;

  abstract validate(item: Omit<T, "id">): string | null;

  create(data: Omit<T, "id">): T {
    const problem = this.validate(data);
    if (problem !== null) throw new Error(problem);
    const item = { ...data, id: this.nextId++ } as T;
    this.items.set(item.id, item);
    return item;
  }

  find(id: number): T | undefined {
    return this.items.get(id);
  }

  findBy<K extends keyof T>(key: K, value: T[K]): T[] {
    return [...this.items.values()].filter((it) => it[key] === value);
  }

  update(id: number, patch: Partial<Omit<T, "id">>): T {
    const current = this.items.get(id);
    if (!current) throw new Error(`no item ${id}`);
    const next = { ...current, ...patch };
    this.items.set(id, next);
    return next;
  }

  pluck<K extends keyof T>(key: K): Array<T[K]> {
    return Array.from(this.items.values(), (it) => it[key]);
  }

  get size(): number {
    return this.items.size;
  }
}

interface Product extends Entity {
  name: string;
  price: number;
  category: "tools" | "food";
}

class ProductRepo extends Repository<Product> {
  validate(item: Omit<Product, "id">): string | null {
    if (item.name.length === 0) return "name required";
    if (item.price < 0) return "price must be >= 0";
    return null;
  }

  cheapest(): Product | undefined {
    let best: Product | undefined;
    for (const p of this.items.values()) {
      if (!best || p.price < best.price) best = p;
    }
    return best;
  }
}

const repo = new ProductRepo();
repo.create({ name: "hammer", price: 12, category: "tools" });
repo.create({ name: "apple", price: 1, category: "food" });
const saw = repo.create({ name: "saw", price: 20, category: "tools" });
try {
  repo.create({ name: "", price: 3, category: "food" });
} catch (e) {
  console.log("invalid:", (e as Error).message);
}
repo.update(saw.id, { price: 18 });
console.log(repo.size, repo.pluck("name").join(","));
console.log(repo.findBy("category", "tools").map((p) => `${p.name}=${p.price}`));
console.log(repo.cheapest()?.name, repo.find(99)?.name ?? "none");
