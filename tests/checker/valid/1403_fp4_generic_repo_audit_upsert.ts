// Whole program (issue 15, sixth pass): a generic in-memory repository, an audited subclass and a generic upsert over the interface.
interface Repo<T extends { id: string }> {
  all(): Promise<T[]>;
  get(id: string): Promise<T | undefined>;
  put(item: T): Promise<void>;
  remove(id: string): Promise<boolean>;
}

class MemoryRepo<T extends { id: string }> implements Repo<T> {
  protected items = new Map<string, T>();
  constructor(seed: Iterable<T> = []) {
    for (const s of seed) this.items.set(s.id, s);
  }
  async all() {
    return [...this.items.values()];
  }
  async get(id: string) {
    return this.items.get(id);
  }
  async put(item: T) {
    this.items.set(item.id, item);
  }
  async remove(id: string) {
    return this.items.delete(id);
  }
}

class AuditedRepo<T extends { id: string }> extends MemoryRepo<T> {
  readonly log: Array<{ op: "put" | "remove"; id: string; at: number }> = [];
  private seq = 0;
  override async put(item: T) {
    this.log.push({ op: "put", id: item.id, at: ++this.seq });
    await super.put(item);
  }
  override async remove(id: string) {
    const ok = await super.remove(id);
    if (ok) this.log.push({ op: "remove", id, at: ++this.seq });
    return ok;
  }
}

interface Note { id: string; title: string; tags: string[]; pinned?: boolean }

const repo = new AuditedRepo<Note>([{ id: "n1", title: "groceries", tags: ["home"] }]);
await repo.put({ id: "n2", title: "deploy checklist", tags: ["work", "ops"], pinned: true });
await repo.put({ id: "n3", title: "birthday", tags: ["home", "family"] });
console.log(await repo.remove("n1"), await repo.remove("zzz"));

const notes = await repo.all();
const byTag = notes.reduce<Record<string, string[]>>((acc, n) => {
  for (const t of n.tags) (acc[t] ??= []).push(n.title);
  return acc;
}, {});
console.log(byTag);
console.log(repo.log.map((l) => `${l.at}:${l.op}:${l.id}`).join(" "));

async function upsert<T extends { id: string }>(r: Repo<T>, id: string, make: () => T, change: (t: T) => T): Promise<T> {
  const cur = await r.get(id);
  const next = cur ? change(cur) : make();
  await r.put(next);
  return next;
}
const n2 = await upsert(repo, "n2", () => ({ id: "n2", title: "", tags: [] }), (n) => ({ ...n, pinned: !n.pinned }));
const n9 = await upsert(repo, "n9", () => ({ id: "n9", title: "new", tags: [] }), (n) => n);
console.log(n2.pinned, n9.title, (await repo.all()).length);
