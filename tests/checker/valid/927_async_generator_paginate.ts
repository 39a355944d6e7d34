interface Page { items: string[]; next: number | null }
async function fetchPage(n: number): Promise<Page> {
  return n < 3 ? { items: [`item${n}`], next: n + 1 } : { items: [], next: null };
}
async function* paginate(): AsyncGenerator<string> {
  let next: number | null = 0;
  while (next !== null) {
    const page: Page = await fetchPage(next);
    yield* page.items;
    next = page.next;
  }
}
const all: string[] = [];
for await (const it of paginate()) all.push(it);
console.log(all);
