class Parent {
  constructor(public tag: string) {}
}
class Kid extends Parent {
  age: number;
  constructor(age: number) {
    this.age = age;
    super("kid");
  }
}
