class Entity {
  static registry: Entity[] = [];
  static count = 0;
  id: number;
  constructor() {
    this.id = ++Entity.count;
    Entity.registry.push(this);
  }
  static create<T extends Entity>(this: new () => T, init?: Partial<T>): T {
    const e = new this();
    return Object.assign(e, init);
  }
  describe(): string {
    return `${this.constructor.name}#${this.id}`;
  }
}

class Player extends Entity {
  name = "anon";
  hp = 100;
  hit(dmg: number): this {
    this.hp = Math.max(0, this.hp - dmg);
    return this;
  }
  get alive(): boolean {
    return this.hp > 0;
  }
  override describe(): string {
    return `${super.describe()} ${this.name} (${this.hp}hp${this.alive ? "" : ", dead"})`;
  }
}

class Boss extends Player {
  phase = 1;
  override hit(dmg: number): this {
    super.hit(dmg / 2);
    if (this.hp < 50) this.phase = 2;
    return this;
  }
}

const p = Player.create({ name: "ann" });
const b = Boss.create({ name: "dragon", hp: 120 });
p.hit(30).hit(80);
b.hit(60).hit(100);
console.log(p.describe());
console.log(b.describe(), b.phase, b instanceof Player);
console.log(Entity.registry.map((e) => e.describe()).join(" | "), Entity.count);

const Named = class NamedThing {
  constructor(public readonly label: string) {}
  static of(label: string) {
    return new Named(label);
  }
  shout() {
    return this.label.toUpperCase();
  }
};
console.log(Named.of("quiet").shout(), new Named("x").label, Named.name);

class Shape {
  constructor() {
    if (new.target === Shape) throw new TypeError("Shape is abstract");
  }
  area(): number {
    return 0;
  }
}
class Sq extends Shape {
  constructor(private s: number) {
    super();
  }
  override area() {
    return this.s ** 2;
  }
}
try {
  new Shape();
} catch (e) {
  console.log((e as TypeError).message);
}
console.log(new Sq(3).area());

class Box<T = string> {
  constructor(public value: T) {}
  map<U>(f: (v: T) => U): Box<U> {
    return new Box(f(this.value));
  }
}
const sb: Box = new Box("str");
const nb = sb.map((s) => s.length).map((n) => n * 10);
console.log(sb.value, nb.value, new Box([1, 2]).map((a) => a.join("+")).value);
const base = { greet() { return "base"; } };
const derived = { __proto__: base, greet() { return "derived+" + super.greet(); } };
console.log(derived.greet());
