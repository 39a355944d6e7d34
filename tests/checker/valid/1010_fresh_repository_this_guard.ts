abstract class Repository<T extends { id: number }> {
  protected items = new Map<number, T>();
  add(item: T): this { this.items.set(item.id, item); return this; }
  find(id: number): T | undefined { return this.items.get(id); }
  all(): T[] { return [...this.items.values()]; }
  abstract validate(item: T): boolean;
  where<K extends keyof T>(key: K, value: T[K]): T[] { return this.all().filter((i) => i[key] === value); }
}
interface Product { id: number; name: string; price: number; tags: string[] }
class ProductRepo extends Repository<Product> {
  override validate(p: Product): boolean { return p.price >= 0 && p.name.length > 0; }
  cheapest(): Product | undefined { return this.all().reduce<Product | undefined>((m, p) => (!m || p.price < m.price ? p : m), undefined); }
}
const repo = new ProductRepo().add({ id: 1, name: "pen", price: 2, tags: ["office"] }).add({ id: 2, name: "ink", price: 5, tags: [] });
console.log(repo.cheapest()?.name, repo.where("price", 5).length, repo.all().every((p) => repo.validate(p)));
class Animal { constructor(public name: string) {} speak(): string { return `${this.name} makes a sound`; } isDog(): this is Dog { return this instanceof Dog; } }
class Dog extends Animal { override speak() { return `${this.name} barks`; } fetch() { return "ball"; } }
const pets: Animal[] = [new Animal("cat"), new Dog("rex")];
for (const p of pets) console.log(p.speak(), p.isDog() ? p.fetch() : "-");
type Shape = { kind: "sq"; size: number } | { kind: "rc"; w: number; h: number };
const area = (s: Shape) => ("size" in s ? s.size ** 2 : s.w * s.h);
console.log(area({ kind: "sq", size: 3 }), area({ kind: "rc", w: 2, h: 5 }));
const inventory: Record<string, number[]> = { a: [1, 2], b: [3] };
Object.entries(inventory).forEach(([k, v]) => console.log(k, v.reduce((x, y) => x + y, 0)));
const palette = { red: "#f00", green: "#0f0" };
type Color = keyof typeof palette;
const names = Object.keys(palette) as Color[];
for (const c of names) console.log(c, palette[c]);
const statuses = ["new", "done"] as const;
type Status = (typeof statuses)[number];
const st: Status = "done";
console.log(statuses.indexOf(st));
type NonFunctionKeys<T> = { [K in keyof T]: T[K] extends (...a: any[]) => any ? never : K }[keyof T];
type Data = Pick<Dog, NonFunctionKeys<Dog>>;
const d: Data = { name: "x" };
console.log(d.name);
function first<T>(xs: readonly T[]): T | undefined; function first<T>(xs: readonly T[], fallback: T): T;
function first<T>(xs: readonly T[], fallback?: T) { return xs.length ? xs[0] : fallback; }
console.log(first([1, 2]), first([], "z"));
const race = await Promise.race([new Promise<string>((r) => setTimeout(() => r("slow"), 20)), Promise.resolve("fast")]);
console.log(race);
const text = "a-b_c d";
console.log(text.replaceAll(/[-_ ]/g, "."), "5".padStart(3, "0"), ["b", "a"].sort((x, y) => x.localeCompare(y, "en", { sensitivity: "base" })));
let counter: number | undefined;
counter ??= 0;
counter += 1;
console.log(counter);
