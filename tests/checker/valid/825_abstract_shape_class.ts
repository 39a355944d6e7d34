abstract class Animal {
  constructor(protected readonly name: string) {}
  abstract sound(): string;
  describe(): string {
    return `${this.name} says ${this.sound()}`;
  }
}
class Dog extends Animal {
  sound(): string { return "woof"; }
}
class Cat extends Animal {
  sound() { return "meow"; }
}
const zoo: Animal[] = [new Dog("Rex"), new Cat("Tom")];
for (const a of zoo) console.log(a.describe());
