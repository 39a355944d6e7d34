interface Page<T = string> { items: T[]; next?: number }
const p1: Page = { items: ["a"] };
const p2: Page<number> = { items: [1, 2], next: 2 };
function total(p: Page<number>): number {
  return p.items.reduce((s, x) => s + x, 0);
}
console.log(p1.items[0], total(p2));
