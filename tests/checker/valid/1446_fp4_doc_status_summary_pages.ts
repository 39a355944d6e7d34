// Whole program (issue 15, sixth pass: agent data work and type-level TypeScript).
const enumLike = {
  Draft: "draft",
  Review: "review",
  Published: "published",
} as const;
type DocStatus = (typeof enumLike)[keyof typeof enumLike];

type Doc = { slug: string; status: DocStatus; words: number; authors: string[]; updated: string };

const docs: Doc[] = [
  { slug: "intro", status: "published", words: 1200, authors: ["ann"], updated: "2024-02-01" },
  { slug: "setup", status: "review", words: 800, authors: ["bo", "ann"], updated: "2024-03-11" },
  { slug: "api", status: "draft", words: 3100, authors: ["cy"], updated: "2024-03-15" },
  { slug: "faq", status: "published", words: 450, authors: ["bo"], updated: "2024-01-20" },
  { slug: "deploy", status: "review", words: 950, authors: ["cy", "bo"], updated: "2024-03-02" },
];

type Summary = { [S in DocStatus]: { count: number; words: number; slugs: string[] } };
const empty = (): Summary["draft"] => ({ count: 0, words: 0, slugs: [] });
const summary = docs.reduce<Summary>(
  (acc, d) => {
    const s = acc[d.status];
    s.count++;
    s.words += d.words;
    s.slugs.push(d.slug);
    return acc;
  },
  { draft: empty(), review: empty(), published: empty() },
);
for (const key of Object.keys(enumLike) as (keyof typeof enumLike)[]) {
  const st = enumLike[key];
  console.log(key.padEnd(10), summary[st].count, summary[st].words, summary[st].slugs.join(","));
}

const byAuthor = new Map<string, Doc[]>();
docs.forEach((d) => d.authors.forEach((a) => byAuthor.set(a, [...(byAuthor.get(a) ?? []), d])));
const leaderboard = [...byAuthor]
  .map(([author, ds]) => ({ author, docs: ds.length, words: ds.reduce((s, d) => s + d.words, 0) }))
  .sort((a, b) => b.words - a.words || b.docs - a.docs || a.author.localeCompare(b.author));
console.table === undefined || console.log(leaderboard);

const readingMinutes = (d: Pick<Doc, "words">) => Math.ceil(d.words / 230);
const page = <T,>(xs: T[], size: number, n: number) => ({ items: xs.slice(n * size, n * size + size), total: Math.ceil(xs.length / size) });
const newest = [...docs].sort((a, b) => b.updated.localeCompare(a.updated));
for (let n = 0, p = page(newest, 2, 0); n < p.total; p = page(newest, 2, ++n)) {
  console.log(`page ${n + 1}/${p.total}:`, p.items.map((d) => `${d.slug}(${readingMinutes(d)}m)`).join(" "));
}
