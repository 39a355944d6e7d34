class Animal {
  speak(): string {
    return "...";
  }
}
class Cat extends Animal {
  speak(): number {
    return 1;
  }
}
