class Option<T> {
  private constructor(private readonly v: T | undefined) {}
  static some<T>(v: T): Option<T> { return new Option(v); }
  static none<T>(): Option<T> { return new Option<T>(undefined); }
  map<U>(f: (v: T) => U): Option<U> {
    return this.v === undefined ? Option.none<U>() : Option.some(f(this.v));
  }
  getOr(d: T): T { return this.v ?? d; }
}
console.log(Option.some(2).map((x) => x * 3).getOr(0), Option.none<string>().getOr("z"));
