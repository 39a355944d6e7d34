// Option type with a class and static constructors.
abstract class Option<T> {
  static some<T>(value: T): Option<T> {
    return new Some(value);
  }
  static none<T = never>(): Option<T> {
    return new None<T>();
  }
  static from<T>(value: T | null | undefined): Option<T> {
    return value === null || value === undefined ? Option.none<T>() : Option.some(value);
  }

  abstract isSome(): this is Some<T>;
  abstract map<U>(f: (v: T) => U): Option<U>;
  abstract flatMap<U>(f: (v: T) => Option<U>): Option<U>;
  abstract getOrElse(fallback: T): T;

  filter(pred: (v: T) => boolean): Option<T> {
    return this.flatMap((v) => (pred(v) ? Option.some(v) : Option.none<T>()));
  }
}

class Some<T> extends Option<T> {
  constructor(readonly value: T) {
    super();
  }
  isSome(): this is Some<T> {
    return true;
  }
  map<U>(f: (v: T) => U): Option<U> {
    return new Some(f(this.value));
  }
  flatMap<U>(f: (v: T) => Option<U>): Option<U> {
    return f(this.value);
  }
  getOrElse(_fallback: T): T {
    return this.value;
  }
  toString() {
    return `Some(${String(this.value)})`;
  }
}

class None<T> extends Option<T> {
  isSome(): this is Some<T> {
    return false;
  }
  map<U>(_f: (v: T) => U): Option<U> {
    return new None<U>();
  }
  flatMap<U>(_f: (v: T) => Option<U>): Option<U> {
    return new None<U>();
  }
  getOrElse(fallback: T): T {
    return fallback;
  }
  toString() {
    return "None";
  }
}

const env: Record<string, string | undefined> = { PORT: "8080", DEBUG: "yes", NAME: "" };

const port = Option.from(env.PORT)
  .map((s) => parseInt(s, 10))
  .filter((n) => n > 0 && n < 65536);
const missing = Option.from(env.TIMEOUT).map(Number);
const name = Option.from(env.NAME).filter((s) => s.length > 0);

console.log(String(port), String(missing), String(name));
console.log(port.getOrElse(80), missing.getOrElse(30), name.getOrElse("anon"));
if (port.isSome()) console.log("port value", port.value + 1);
const chained = port.flatMap((p) => (p > 1024 ? Option.some(`user port ${p}`) : Option.none()));
console.log(chained.toString());
