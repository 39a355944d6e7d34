function Person(this: { name: string }, name: string) {
  this.name = name;
}
const p = new Person("x");
