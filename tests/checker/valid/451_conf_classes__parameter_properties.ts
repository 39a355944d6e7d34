// TypeScript parameter properties become own fields, assigned in parameter order before the body.
class User {
  greeting: string;
  constructor(public name: string, private age: number, readonly id = 7, protected tag?: string) {
    this.greeting = `hi ${name}`;
  }
  info() { return `${this.name}/${this.age}/${this.id}/${this.tag}`; }
}
const u = new User("ann", 30);
console.log(u, Object.keys(u), u.info());
console.log(JSON.stringify(new User("bob", 4, 9, "t")));
class Child extends User {
  constructor(public extra: boolean) { super("kid", 1); }
}
console.log(new Child(true));
