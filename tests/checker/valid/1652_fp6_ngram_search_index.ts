// Fuzzy search over host documents: n-gram index in Map<string, Set<number>>, scoring, highlighted snippets.
interface Doc { id: number; title: string; body: string; tags: readonly string[] }
const docsApi = {
  async all(): Promise<readonly Doc[]> {
    return [
      { id: 1, title: "Retry with exponential backoff", body: "Use jitter when retrying failed host calls to avoid thundering herds.", tags: ["reliability"] },
      { id: 2, title: "Pagination cursors", body: "Prefer opaque cursors over offsets; offsets drift when rows are inserted.", tags: ["api", "data"] },
      { id: 3, title: "Rate limiting", body: "A token bucket allows bursts while bounding the average request rate.", tags: ["reliability", "api"] },
      { id: 4, title: "Idempotency keys", body: "Retrying a payment must not charge twice: send an idempotency key.", tags: ["payments", "reliability"] },
    ];
  },
};

const grams = (s: string, n = 3): string[] => {
  const t = ` ${s.toLowerCase().replace(/[^a-z0-9 ]/g, "")} `;
  return Array.from({ length: Math.max(0, t.length - n + 1) }, (_, i) => t.slice(i, i + n));
};

class Index {
  #postings = new Map<string, Set<number>>();
  #docs = new Map<number, Doc>();
  add(doc: Doc): void {
    this.#docs.set(doc.id, doc);
    for (const g of new Set(grams(`${doc.title} ${doc.body} ${doc.tags.join(" ")}`))) {
      let set = this.#postings.get(g);
      if (!set) this.#postings.set(g, (set = new Set()));
      set.add(doc.id);
    }
  }
  search(q: string, limit = 3): { doc: Doc; score: number }[] {
    const qg = [...new Set(grams(q))];
    if (qg.length === 0) return [];
    const hits = new Map<number, number>();
    for (const g of qg) for (const id of this.#postings.get(g) ?? []) hits.set(id, (hits.get(id) ?? 0) + 1);
    return [...hits]
      .map(([id, n]) => ({ doc: this.#docs.get(id)!, score: n / qg.length }))
      .filter((r) => r.score >= 0.3)
      .sort((a, b) => b.score - a.score || a.doc.id - b.doc.id)
      .slice(0, limit);
  }
  get size(): number {
    return this.#docs.size;
  }
}

function snippet(body: string, q: string, width = 28): string {
  const words = q.toLowerCase().split(/\s+/).filter((w) => w.length > 2);
  const lower = body.toLowerCase();
  const at = words.map((w) => lower.indexOf(w.slice(0, 5))).filter((i) => i >= 0).sort((a, b) => a - b)[0] ?? 0;
  const start = Math.max(0, at - 8);
  const text = body.slice(start, start + width);
  const re = new RegExp(`(${words.map((w) => w.slice(0, 5).replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("|")})`, "gi");
  return `${start > 0 ? "…" : ""}${text.replace(re, "[$1]")}${start + width < body.length ? "…" : ""}`;
}

const idx = new Index();
(await docsApi.all()).forEach((d) => idx.add(d));
for (const q of ["retry backof", "cursor pagnation", "rate limit burst", "idempotent payment", "kubernetes"]) {
  const res = idx.search(q);
  console.log(`"${q}": ${res.length ? "" : "no match"}`);
  for (const { doc, score } of res) console.log(`  ${(score * 100).toFixed(0).padStart(3)}% #${doc.id} ${doc.title} — ${snippet(doc.body, q)}`);
}
console.log("indexed", idx.size);
