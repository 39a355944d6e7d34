// Abstract generic classes with default type parameters and protected constructors.
abstract class Repo<T extends { id: number } = { id: number; name: string }> {
  protected items: T[] = [];
  protected constructor(readonly label: string) {}
  add(x: T) { this.items.push(x); return this; }
  abstract find(id: number): T | undefined;
}
class Users extends Repo {
  constructor() { super("users"); }
  find(id: number) { return this.items.find((u) => u.id === id); }
}
const u = new Users().add({ id: 1, name: "ann" }).add({ id: 2, name: "bob" });
console.log(u.find(2), u.find(3), u.label, u);
