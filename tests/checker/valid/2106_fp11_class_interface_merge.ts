interface Timestamps { createdAt?: Date; updatedAt?: Date }
interface Repo<T extends { id: string }> extends Timestamps { find(id: string): T | undefined; count: number }
class Repo<T extends { id: string }> {
  rows = new Map<string, T>();
  add(row: T) { this.rows.set(row.id, row); this.count = this.rows.size; this.updatedAt = new Date(); return this; }
}
Repo.prototype.find = function (id: string) { return this.rows.get(id); };
const repo = new Repo<{ id: string; name: string }>();
repo.add({ id: "a", name: "A" });
const found = repo.find("a");
console.log(found?.name, repo.count, repo.updatedAt?.getTime());
function build() {
  interface Local { tag: string }
  class Local { constructor(public n: number) {} }
  const l = new Local(1);
  l.tag = "x";
  return l.tag + l.n;
}
console.log(build());
interface Shape { area(): number }
class Shape { constructor(readonly name: string) {} }
class Square extends Shape {
  constructor(private side: number) { super("square"); }
  area() { return this.side ** 2; }
}
const shapes: Shape[] = [new Square(2)];
console.log(shapes.map((s) => s.name + s.area()));
interface Queue<T> { [Symbol.iterator](): Iterator<T> }
class Queue<T> {
  xs: T[] = [];
  push(x: T) { this.xs.push(x); }
}
Queue.prototype[Symbol.iterator] = function () { return this.xs[Symbol.iterator](); };
const q = new Queue<number>();
q.push(1);
async function run(r: Repo<{ id: string }>) { await Promise.resolve(); return r.count; }
console.log(q, run);
