abstract class Model {
  static create<T extends Model>(this: new () => T): T {
    return new this(1);
  }
  static make<T>(this: { new (): T; label: string }): [T, string] {
    return [new this(), this.title];
  }
  describe(this: Model & { name: string }): string {
    return this.name.toUpperCase() + this.nme;
  }
}
class Post extends Model {
  static label = "post";
  title = "x";
}
console.log(Post.create().title, Post.make()[1]);
