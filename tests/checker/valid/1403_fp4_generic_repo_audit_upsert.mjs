class MemoryRepo {
    items = new Map();
    constructor(seed = []) {
        for (const s of seed)
            this.items.set(s.id, s);
    }
    async all() {
        return [...this.items.values()];
    }
    async get(id) {
        return this.items.get(id);
    }
    async put(item) {
        this.items.set(item.id, item);
    }
    async remove(id) {
        return this.items.delete(id);
    }
}
class AuditedRepo extends MemoryRepo {
    log = [];
    seq = 0;
    async put(item) {
        this.log.push({ op: "put", id: item.id, at: ++this.seq });
        await super.put(item);
    }
    async remove(id) {
        const ok = await super.remove(id);
        if (ok)
            this.log.push({ op: "remove", id, at: ++this.seq });
        return ok;
    }
}
const repo = new AuditedRepo([{ id: "n1", title: "groceries", tags: ["home"] }]);
await repo.put({ id: "n2", title: "deploy checklist", tags: ["work", "ops"], pinned: true });
await repo.put({ id: "n3", title: "birthday", tags: ["home", "family"] });
console.log(await repo.remove("n1"), await repo.remove("zzz"));
const notes = await repo.all();
const byTag = notes.reduce((acc, n) => {
    for (const t of n.tags)
        (acc[t] ??= []).push(n.title);
    return acc;
}, {});
console.log(byTag);
console.log(repo.log.map((l) => `${l.at}:${l.op}:${l.id}`).join(" "));
async function upsert(r, id, make, change) {
    const cur = await r.get(id);
    const next = cur ? change(cur) : make();
    await r.put(next);
    return next;
}
const n2 = await upsert(repo, "n2", () => ({ id: "n2", title: "", tags: [] }), (n) => ({ ...n, pinned: !n.pinned }));
const n9 = await upsert(repo, "n9", () => ({ id: "n9", title: "new", tags: [] }), (n) => n);
console.log(n2.pinned, n9.title, (await repo.all()).length);
