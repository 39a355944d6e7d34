interface Entity {
  id: number;
}
interface Repo<T extends Entity> {
  all(): T[];
  byId(id: number): T | undefined;
}
class MemoryRepo<T extends Entity> implements Repo<T> {
  constructor(private rows: T[]) {}
  all(): T[] {
    return [...this.rows];
  }
  byId(id: number): T | undefined {
    return this.rows.find((r) => r.id === id);
  }
}
const repo = new MemoryRepo([{ id: 1, title: "one" }]);
console.log(repo.byId(1)?.title);
