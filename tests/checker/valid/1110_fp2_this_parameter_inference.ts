// A `this` parameter is an inference source: `static create<T>(this: new () => T): T` called as
// Sub.create() infers T = Sub from the receiver (was T = the constraint: TS2339 on Sub's methods).
class Model {
  id = 0;
  static create<T extends Model>(this: new () => T): T {
    return new this();
  }
  withId(id: number): this {
    this.id = id;
    return this;
  }
}
class User extends Model {
  name = "anon";
  greet(): string {
    return `hi ${this.name} #${this.id}`;
  }
}
function describe<T extends { label: string }>(this: T, suffix: string): string {
  return this.label + suffix;
}
const u = User.create().withId(7);
const box = { label: "box", describe };
console.log(u.greet(), Model.create().id, box.describe("!"));
