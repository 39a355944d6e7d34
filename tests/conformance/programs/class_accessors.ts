// Getters and setters, toString/valueOf in conversions, JSON, enumerability.
class Temperature {
  #celsius = 0;
  get fahrenheit(): number {
    return (this.#celsius * 9) / 5 + 32;
  }
  set fahrenheit(f: number) {
    if (f < -459.67) throw new RangeError("below absolute zero");
    this.#celsius = ((f - 32) * 5) / 9;
  }
  get celsius() {
    return this.#celsius;
  }
  set celsius(c) {
    this.#celsius = c;
  }
  static get freezing() {
    return new Temperature();
  }
}
const t = new Temperature();
t.fahrenheit = 212;
console.log(t.celsius, t.fahrenheit, Temperature.freezing.fahrenheit, t);
try {
  t.fahrenheit = -1000;
} catch (e) {
  console.log((e as Error).name, (e as Error).message);
}
console.log(Object.keys(t), "fahrenheit" in t, t.hasOwnProperty("fahrenheit"));

class Rect {
  constructor(
    public w: number,
    public h: number,
  ) {}
  get area() {
    return this.w * this.h;
  }
  get perimeter() {
    return 2 * (this.w + this.h);
  }
  set size(s: number) {
    this.w = this.h = s;
  }
}
const r = new Rect(2, 3);
console.log(r.area, r.perimeter, r);
r.size = 4;
console.log(r.area, JSON.stringify(r));
const keys: string[] = [];
for (const k in r) keys.push(k);
console.log(keys);

// toString and valueOf are used by string and number conversion.
class Money {
  constructor(private cents: number) {}
  toString() {
    return `$${(this.cents / 100).toFixed(2)}`;
  }
  valueOf() {
    return this.cents;
  }
  toJSON() {
    return { cents: this.cents };
  }
}
const m = new Money(1999);
console.log(`${m}`, String(m), m + 1, m * 2, [m, m].join(" + "), m > new Money(5));
console.log(JSON.stringify({ price: m }), "" + m);

class Version {
  constructor(
    readonly major: number,
    readonly minor: number,
  ) {}
  toString(): string {
    return `v${this.major}.${this.minor}`;
  }
  static compare(a: Version, b: Version) {
    return a.major - b.major || a.minor - b.minor;
  }
}
const versions = [new Version(1, 2), new Version(0, 9), new Version(1, 0)];
console.log(versions.sort(Version.compare).map(String), `${versions[0]}`, versions.join());

// Getter-only property: assignment fails in strict mode.
class ReadOnly {
  get value() {
    return 42;
  }
}
try {
  (new ReadOnly() as any).value = 1;
} catch (e) {
  console.log((e as Error).name);
}

// Accessors on an inheritance chain.
class Named {
  protected _name = "";
  get name() {
    return this._name;
  }
  set name(v: string) {
    this._name = v.trim();
  }
}
class Shouty extends Named {
  get name() {
    return this._name.toUpperCase();
  }
  set name(v: string) {
    this._name = v.trim() + "!";
  }
}
const s = new Shouty();
s.name = "  hello ";
console.log(s.name, s);
