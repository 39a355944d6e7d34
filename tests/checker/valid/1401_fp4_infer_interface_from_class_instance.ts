// A type parameter inferred from a class instance passed where an interface it implements is expected
// (tsc infers member by member: Repo<T> from MemoryRepo<Note> gives T = Note, a supertype of the
// other candidate, whose `tags: []` is never[]).
interface Repo<T> {
  get(id: string): T | undefined;
  all(): T[];
}
class MemoryRepo<T extends { id: string }> implements Repo<T> {
  private items = new Map<string, T>();
  get(id: string): T | undefined {
    return this.items.get(id);
  }
  all(): T[] {
    return [...this.items.values()];
  }
  put(t: T): this {
    this.items.set(t.id, t);
    return this;
  }
}
interface Note {
  id: string;
  title: string;
  pinned?: boolean;
  tags: string[];
}
function firstOr<T extends { id: string }>(r: Repo<T>, make: () => T): T {
  return r.all()[0] ?? make();
}
const repo = new MemoryRepo<Note>().put({ id: "a", title: "first", tags: ["t"] });
const n = firstOr(repo, () => ({ id: "x", title: "made", tags: [] }));
console.log(n.title, n.pinned ?? false, n.tags.length);
const titles = (r: Repo<{ title: string }>) => r.all().map((x) => x.title);
console.log(titles(repo));
function pluck<T, K extends keyof T>(r: Repo<T>, k: K): T[K][] {
  return r.all().map((x) => x[k]);
}
const ids: string[] = pluck(repo, "id");
console.log(ids);
