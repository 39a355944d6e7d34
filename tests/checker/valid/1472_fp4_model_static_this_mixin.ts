// Whole program (issue 15, sixth pass: agent data work and type-level TypeScript).
class Model {
  static tableName = "models";
  id = 0;
  static create<T extends Model>(this: new () => T, fields: Partial<T>): T {
    return Object.assign(new this(), fields);
  }
  static describe(this: { tableName: string; name: string }) {
    return `${this.name} -> ${this.tableName}`;
  }
  toJSON(): object {
    return Object.assign({}, this);
  }
}
class User extends Model {
  static override tableName = "users";
  name = "";
  admin = false;
  greet() {
    return `hi ${this.name}${this.admin ? " (admin)" : ""}`;
  }
}
class Post extends Model {
  static override tableName = "posts";
  title = "";
  authorId = 0;
}

const u = User.create({ id: 1, name: "ada", admin: true });
const p = Post.create({ id: 7, title: "Types", authorId: u.id });
console.log(u.greet(), p.title, User.describe(), Post.describe());
console.log(JSON.stringify([u, p]));

type Ctor<T> = new (...args: any[]) => T;
function registry<T extends Model>(...ctors: Ctor<T>[]) {
  return new Map(ctors.map((c) => [c.name, c] as const));
}
const reg = registry<Model>(User, Post);
console.log([...reg.keys()]);

type UserFields = Omit<InstanceType<typeof User>, "greet" | "toJSON">;
const fields: UserFields = { id: 2, name: "bo", admin: false };
console.log(User.create(fields).greet());

function timestamped<TBase extends Ctor<Model>>(Base: TBase) {
  return class extends Base {
    createdAt = 1700000000000;
    age(now: number) {
      return Math.round((now - this.createdAt) / 1000);
    }
  };
}
const StampedPost = timestamped(Post);
const sp = new StampedPost();
sp.title = "stamped";
console.log(sp.title, sp.age(1700000005000), sp instanceof Post);
type PostCreateArgs = Parameters<typeof Post.create>;
const args: PostCreateArgs = [{ id: 3 }];
console.log(args.length);
