// extends, super(), super.method(), static inheritance, default constructors, built-ins.
class Animal {
  static registry: string[] = [];
  constructor(public name: string) {
    Animal.registry.push(name);
  }
  speak(): string {
    return `${this.name} makes a sound`;
  }
  get description(): string {
    return `animal ${this.name}`;
  }
  describe(): string {
    return this.description;
  }
  static create(name: string) {
    return new this(name);
  }
  static kind() {
    return "animal";
  }
}

class Dog extends Animal {
  tricks: string[] = [];
  constructor(name: string, public breed: string) {
    super(name);
  }
  speak(): string {
    return super.speak() + " (woof)";
  }
  get description(): string {
    return `dog ${this.name}, a ${this.breed}`;
  }
  describe(): string {
    return super.describe() + "!";
  }
  static kind() {
    return "dog < " + super.kind();
  }
}

class Puppy extends Dog {
  age = 0;
  speak(): string {
    const inner = () => super.speak();
    return inner() + " [puppy]";
  }
}

const d = new Dog("Rex", "lab");
const p = new Puppy("Bit", "pug");
console.log(d.speak(), "|", p.speak());
console.log(d.description, "|", p.description, "|", p.describe());
console.log(Dog.kind(), Puppy.kind(), Animal.registry);
console.log(d, p);
console.log(p instanceof Puppy, p instanceof Dog, p instanceof Animal, d instanceof Puppy);
console.log(Object.getPrototypeOf(Puppy) === Dog, Object.getPrototypeOf(Puppy.prototype) === Dog.prototype);

// A static factory using `this` creates the subclass.
const created = Puppy.create("Tiny");
console.log(created instanceof Puppy, created.name, created.age);

// Static fields are inherited through the constructor's prototype chain.
class Base {
  static label = "base";
  static describe() {
    return `I am ${this.label}`;
  }
}
class Derived extends Base {
  static label = "derived";
}
class Plain extends Base {}
console.log(Derived.describe(), Plain.describe(), Plain.label, Object.keys(Plain));

// Default derived constructor forwards every argument.
class Pair {
  constructor(
    public first: number,
    public second: number,
  ) {}
  sum() {
    return this.first + this.second;
  }
}
class NamedPair extends Pair {
  tag = `pair(${this.first},${this.second})`;
}
const np = new NamedPair(2, 5);
console.log(np, np.sum());

// Fields of a derived class are defined after super() returns.
class Logger {
  log: string[] = [];
  constructor() {
    this.log.push("base constructor");
    this.init();
  }
  init() {
    this.log.push("base init");
  }
}
class FancyLogger extends Logger {
  prefix = ">>";
  constructor() {
    super();
    this.log.push(`derived constructor, prefix=${this.prefix}`);
  }
  init() {
    this.log.push(`derived init, prefix=${this.prefix}`);
  }
}
console.log(new FancyLogger().log);

// Extending Map and overriding methods.
class DefaultMap extends Map<string, number> {
  constructor(private fallback: number) {
    super();
  }
  get(key: string): number {
    return super.get(key) ?? this.fallback;
  }
}
const dm = new DefaultMap(7);
dm.set("a", 1);
console.log(dm.get("a"), dm.get("zz"), dm.size, dm instanceof Map, dm.has("a"));

// Template method pattern with an abstract base.
abstract class Report {
  render(): string {
    return [this.header(), ...this.rows().map((r) => "  " + r), this.footer()].join("\n");
  }
  protected header() {
    return "REPORT";
  }
  protected abstract rows(): string[];
  protected footer() {
    return `(${this.rows().length} rows)`;
  }
}
class SalesReport extends Report {
  constructor(private sales: number[]) {
    super();
  }
  protected header() {
    return super.header() + ": sales";
  }
  protected rows() {
    return this.sales.map((s, i) => `#${i + 1}: ${s.toFixed(2)}`);
  }
}
console.log(new SalesReport([10, 20.5]).render());
