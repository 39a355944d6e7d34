class Base {
  constructor(public id: number) {}
}
class Child extends Base {
  name: string;
  constructor(name: string) {
    this.name = name;
  }
}
