// Whole program (issue 15, sixth pass: agent data work and type-level TypeScript).
class Table<R extends Record<string, unknown>> {
  protected rows: R[] = [];
  insert(...rs: R[]) {
    this.rows.push(...rs);
    return this;
  }
  where<K extends keyof R>(k: K, v: R[K]) {
    return this.rows.filter((r) => r[k] === v);
  }
  column<K extends keyof R>(k: K) {
    return this.rows.map((r) => r[k]);
  }
  groupBy<K extends keyof R>(k: K) {
    const m = new Map<R[K], R[]>();
    for (const r of this.rows) m.set(r[k], [...(m.get(r[k]) ?? []), r]);
    return m;
  }
  get count() {
    return this.rows.length;
  }
  first() {
    return this.rows.at(0);
  }
}

class IndexedTable<R extends Record<string, unknown>, K extends keyof R> extends Table<R> {
  private index = new Map<R[K], R>();
  constructor(private key: K) {
    super();
  }
  override insert(...rs: R[]) {
    for (const r of rs) this.index.set(r[this.key], r);
    return super.insert(...rs);
  }
  byKey(v: R[K]) {
    return this.index.get(v);
  }
}

type City = { name: string; country: string; pop: number };
const cities = new IndexedTable<City, "name">("name").insert(
  { name: "Lyon", country: "FR", pop: 0.52 },
  { name: "Porto", country: "PT", pop: 0.23 },
  { name: "Paris", country: "FR", pop: 2.1 },
  { name: "Braga", country: "PT", pop: 0.19 },
);

console.log(cities.count, cities.first()?.name);
console.log(cities.where("country", "PT").map((c) => c.name));
console.log(cities.column("pop").reduce((a, b) => a + b, 0).toFixed(2));
for (const [country, list] of cities.groupBy("country")) {
  console.log(country, list.length, Math.max(...list.map((c) => c.pop)));
}
const lyon = cities.byKey("Lyon");
console.log(lyon?.country, cities.byKey("Nowhere") ?? "missing");
const names: string[] = cities.column("name");
console.log(names.toSorted().join(" < "));
