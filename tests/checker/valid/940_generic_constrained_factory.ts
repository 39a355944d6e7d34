interface HasId { id: number }
function nextId<T extends HasId>(items: T[]): number {
  return items.reduce((m, i) => Math.max(m, i.id), 0) + 1;
}
function add<T extends HasId>(items: T[], make: (id: number) => T): T[] {
  return [...items, make(nextId(items))];
}
const tasks = add([{ id: 1, title: "a" }], (id) => ({ id, title: `task ${id}` }));
console.log(tasks.map((t) => t.title));
