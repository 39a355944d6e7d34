// Classes: constructors, fields, methods, static members, computed keys, class expressions.
class Point {
  x: number;
  y = 0;
  static count = 0;
  static readonly ORIGIN_NAME = "origin";

  constructor(x: number, y?: number) {
    this.x = x;
    if (y !== undefined) this.y = y;
    Point.count++;
  }

  add(other: Point): Point {
    return new Point(this.x + other.x, this.y + other.y);
  }

  static origin(): Point {
    return new Point(0, 0);
  }

  static fromArray([x, y]: number[]): Point {
    return new this(x, y);
  }
}

const a = new Point(1, 2);
const b = new Point(3);
console.log(a, b, a.add(b));
console.log(Point.count, Point.origin(), Point.fromArray([5, 6]), Point.count);
console.log(Object.keys(a), Object.keys(Point), Point.ORIGIN_NAME);
console.log(typeof Point, Point.name, Point.length, a instanceof Point, a.constructor === Point);
console.log("add" in a, a.hasOwnProperty("add"), a.hasOwnProperty("x"));

// Fields are initialised in order, per instance, with `this` bound.
let seq = 0;
class Ordered {
  first = ++seq;
  second = this.first * 10;
  label = `#${this.second}`;
  list: number[] = [];
}
const o1 = new Ordered();
const o2 = new Ordered();
o1.list.push(1);
console.log(o1, o2, o1.list === o2.list);

// Computed member names.
const prefix = "get";
const FIELD = "dynamic";
class Computed {
  [FIELD] = 1;
  ["with space"] = 2;
  42 = "answer";
  [prefix + "Name"]() {
    return "computed method";
  }
  static ["make" + "One"]() {
    return new Computed();
  }
}
const comp = Computed.makeOne();
console.log(comp, comp.getName(), (comp as any)[42]);

// Class expressions and name inference.
const Anonymous = class {
  hello() {
    return "hi";
  }
};
const Named = class Inner {
  static selfName() {
    return Inner.name;
  }
};
const holder = { Kind: class {} };
console.log(Anonymous.name, new Anonymous().hello(), Named.name, Named.selfName(), typeof holder.Kind);
console.log(Anonymous, Named, Point);

// Static blocks run once, in order with static fields.
class Config {
  static values: string[] = ["a"];
  static {
    this.values.push("b");
  }
  static size = this.values.length;
  static {
    this.values.push("c");
  }
}
console.log(Config.values, Config.size);

// Arrow-function fields keep `this`; methods do not.
class Button {
  label = "OK";
  onClick = () => `clicked ${this.label}`;
  describe() {
    return `button ${this.label}`;
  }
}
const btn = new Button();
const { onClick } = btn;
console.log(onClick(), btn.describe(), onClick.name);

// Classes evaluated in a loop are distinct and capture the iteration's bindings.
const makers: Array<new () => { n: number }> = [];
for (let i = 0; i < 3; i++) {
  makers.push(
    class {
      n = i * i;
    },
  );
}
console.log(makers.map((M) => new M().n), makers[0] === makers[1]);

// Methods chaining `this`.
class Builder {
  private parts: string[] = [];
  add(p: string): this {
    this.parts.push(p);
    return this;
  }
  build() {
    return this.parts.join("-");
  }
}
console.log(new Builder().add("x").add("y").add("z").build());
