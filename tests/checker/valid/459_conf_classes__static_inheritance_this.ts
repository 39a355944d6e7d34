// Static methods use this to construct subclass instances.
class Model {
  static create<T extends Model>(this: new () => T): T { return new this(); }
  kind() { return "model"; }
}
class User extends Model { kind() { return "user"; } }
console.log(User.create().kind(), Model.create().kind(), User.create() instanceof User);
class Registry { static items: string[] = []; static add(x: string) { this.items.push(x); return this; } }
Registry.add("a").add("b");
console.log(Registry.items);
