type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

abstract class Model {
  static readonly table: string = "models";
  private static registry = new Map<string, number>();
  readonly id: number;
  [extra: string]: unknown;

  protected constructor() {
    const ctor = this.constructor as typeof Model;
    const n = (Model.registry.get(ctor.table) ?? 0) + 1;
    Model.registry.set(ctor.table, n);
    this.id = n;
  }

  static create<T extends Model>(this: new () => T, props: Partial<T>): T {
    const m = new this();
    return Object.assign(m, props);
  }

  static countOf(table: string): number {
    return Model.registry.get(table) ?? 0;
  }

  abstract toJSON(): { [key: string]: Json };

  describe(): string {
    return `${(this.constructor as typeof Model).table}#${this.id} ${JSON.stringify(this.toJSON())}`;
  }
}

class Post extends Model {
  static override readonly table = "posts";
  title = "";
  tags: string[] = [];
  published = false;

  constructor() {
    super();
  }

  toJSON() {
    return { id: this.id, title: this.title, tags: this.tags, published: this.published };
  }
}

class Comment extends Model {
  static override readonly table = "comments";
  postId = 0;
  body = "";

  constructor() {
    super();
  }

  toJSON(): { [key: string]: Json } {
    return { postId: this.postId, body: this.body.slice(0, 20) };
  }
}

const p1 = Post.create({ title: "Hello", tags: ["intro"] });
const p2 = Post.create({ title: "Generics", published: true });
const c1 = Comment.create({ postId: p1.id, body: "Nice post, thanks for writing it!" });
p2.tags.push("ts", "types");
p1.draftNote = "remember to add images";

console.log(p1.describe());
console.log(p2.describe());
console.log(c1.describe());
console.log(Model.countOf("posts"), Model.countOf("comments"), Model.countOf("users"));
console.log(typeof p1.draftNote, Object.keys(p1).length);

function isJsonObject(v: Json): v is { [key: string]: Json } {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}

function countLeaves(v: Json): number {
  if (Array.isArray(v)) return v.reduce<number>((n, x) => n + countLeaves(x), 0);
  if (isJsonObject(v)) return Object.values(v).reduce<number>((n, x) => n + countLeaves(x), 0);
  return 1;
}
console.log([p1, p2, c1].map((m) => countLeaves(m.toJSON())));
