class Animal {
  private name: string;
  constructor(name: string) {
    this.name = name;
  }
}
class Dog extends Animal {
  bark(): string {
    return this.name + " says woof";
  }
}
