// super() from an arrow function inside a derived constructor: tsc refuses it (TS2337), while
// JavaScript allows it (secexec run runs it, as node does).
class Base {
  constructor(readonly tag: string) {}
}
class Child extends Base {
  constructor() {
    const init = () => super("child");
    init();
  }
}
console.log(new Child().tag);
