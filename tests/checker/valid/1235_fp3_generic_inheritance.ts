abstract class Model<TProps extends object> {
  protected constructor(protected props: TProps) {}
  get<K extends keyof TProps>(key: K): TProps[K] {
    return this.props[key];
  }
  set<K extends keyof TProps>(key: K, value: TProps[K]): this {
    this.props = { ...this.props, [key]: value };
    return this;
  }
  toJSON(): TProps {
    return { ...this.props };
  }
  abstract validate(): string[];
}

interface UserProps {
  name: string;
  email: string;
  age?: number;
}

class User extends Model<UserProps> {
  static create(props: UserProps): User {
    return new User(props);
  }
  validate(): string[] {
    const errs: string[] = [];
    if (!this.get("name")) errs.push("name required");
    if (!this.get("email").includes("@")) errs.push("bad email");
    const age = this.get("age");
    if (age !== undefined && age < 0) errs.push("bad age");
    return errs;
  }
  greet(): string {
    return `Hi ${this.get("name")}`;
  }
}

class Collection<T extends Model<object>> {
  private items: T[] = [];
  add(...items: T[]): this {
    this.items.push(...items);
    return this;
  }
  invalid(): Array<{ item: T; errors: string[] }> {
    return this.items.map((item) => ({ item, errors: item.validate() })).filter((r) => r.errors.length > 0);
  }
  map<U>(fn: (t: T, i: number) => U): U[] {
    return this.items.map(fn);
  }
  get size(): number {
    return this.items.length;
  }
}

const users = new Collection<User>().add(
  User.create({ name: "Ann", email: "ann@x.io", age: 30 }),
  User.create({ name: "", email: "nope" }),
  User.create({ name: "Cy", email: "cy@x.io" }).set("age", -4),
);
console.log(users.size, users.map((u) => u.greet()));
for (const { item, errors } of users.invalid()) console.log(JSON.stringify(item), "->", errors.join(", "));
const renamed = User.create({ name: "Old", email: "o@x.io" }).set("name", "New").set("age", 5);
console.log(renamed.get("name"), renamed.get("age"), renamed.toJSON());

class Stack<T> {
  protected items: T[] = [];
  push(x: T): this {
    this.items.push(x);
    return this;
  }
  pop(): T | undefined {
    return this.items.pop();
  }
  peek(): T | undefined {
    return this.items[this.items.length - 1];
  }
}
class MinStack extends Stack<number> {
  private mins: number[] = [];
  override push(x: number): this {
    this.mins.push(Math.min(x, this.mins.at(-1) ?? Infinity));
    return super.push(x);
  }
  override pop(): number | undefined {
    this.mins.pop();
    return super.pop();
  }
  min(): number | undefined {
    return this.mins.at(-1);
  }
}
const ms = new MinStack().push(5).push(2).push(8).push(1);
console.log(ms.min(), ms.pop(), ms.min(), ms.peek(), ms.pop(), ms.pop(), ms.min());
