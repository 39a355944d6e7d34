// Paginated host listing through an async generator, consumed with for await and early exit.
interface Page<T> { items: T[]; next: string | null }
interface Ticket { id: number; title: string; priority: "low" | "medium" | "high"; tags: string[] }

const tickets = {
  async page(cursor: string | null): Promise<Page<Ticket>> {
    const start = cursor === null ? 0 : Number(cursor);
    const all: Ticket[] = Array.from({ length: 11 }, (_, i) => ({
      id: i + 1,
      title: `Ticket ${i + 1}`,
      priority: i % 4 === 0 ? "high" : i % 2 === 0 ? "medium" : "low",
      tags: i % 3 === 0 ? ["bug", "ui"] : ["feature"],
    }));
    const items = all.slice(start, start + 4);
    const next = start + 4 < all.length ? String(start + 4) : null;
    return { items, next };
  },
};

async function* paginate<T>(fetchPage: (c: string | null) => Promise<Page<T>>): AsyncGenerator<T, number, undefined> {
  let cursor: string | null = null;
  let pages = 0;
  do {
    const page: Page<T> = await fetchPage(cursor);
    pages++;
    yield* page.items;
    cursor = page.next;
  } while (cursor !== null);
  return pages;
}

const counts = new Map<Ticket["priority"], number>();
const tagIndex: { [tag: string]: number[] } = {};
let seen = 0;
for await (const t of paginate((c) => tickets.page(c))) {
  seen++;
  counts.set(t.priority, (counts.get(t.priority) ?? 0) + 1);
  for (const tag of t.tags) (tagIndex[tag] ??= []).push(t.id);
}
console.log("seen", seen);
console.log([...counts.entries()].map(([p, n]) => `${p}=${n}`).join(" "));
console.log(Object.fromEntries(Object.entries(tagIndex).map(([k, v]) => [k, v.length])));

const gen = paginate((c) => tickets.page(c));
const firstHigh: Ticket[] = [];
for await (const t of gen) {
  if (t.priority === "high") firstHigh.push(t);
  if (firstHigh.length === 2) break;
}
console.log(firstHigh.map((t) => t.title));

const manual = paginate((c) => tickets.page(c));
let r = await manual.next();
let total = 0;
while (!r.done) {
  total += r.value.id;
  r = await manual.next();
}
console.log("sum of ids", total, "pages", r.value);
