class Animal {
  constructor(protected name: string) {}
  speak(): string {
    return `${this.name} makes a sound`;
  }
}
class Dog extends Animal {
  constructor(name: string, private breed: string) {
    super(name);
  }
  speak(): string {
    return `${super.speak()} (woof, ${this.breed})`;
  }
}
console.log(new Dog("Rex", "lab").speak());
