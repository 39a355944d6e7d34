abstract class Model {
  static create<T extends Model>(this: new () => T): T {
    return new this();
  }
  static make<T>(this: { new (): T; label: string }): [T, string] {
    return [new this(), this.label];
  }
}
class Post extends Model {
  static label = "post";
  title = "x";
}
console.log(Post.create().title, Post.make()[1]);
