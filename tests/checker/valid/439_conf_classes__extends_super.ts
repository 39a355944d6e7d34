// extends, super() calls, super.method() calls, overriding and method resolution.
class Animal {
  constructor(public name: string) {}
  speak() { return `${this.name} makes a sound`; }
  describe() { return `[${this.speak()}]`; }
}
class Dog extends Animal {
  constructor(name: string, public breed: string) { super(name); }
  speak() { return super.speak() + " (woof)"; }
}
class Puppy extends Dog {
  speak() { return super.speak().toUpperCase(); }
}
const p = new Puppy("rex", "lab");
console.log(p.speak(), p.describe(), p);
console.log(p instanceof Puppy, p instanceof Dog, p instanceof Animal, p instanceof Object);
console.log(Object.getPrototypeOf(Puppy) === Dog, Object.getPrototypeOf(Puppy.prototype) === Dog.prototype);
class NoCtor extends Animal {}
console.log(new NoCtor("x"), new NoCtor("y").describe());
