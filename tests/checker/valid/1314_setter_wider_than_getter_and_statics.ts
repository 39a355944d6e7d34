// Accessors whose setter takes a wider type than the getter gives (TS 5.1), polymorphic static factories through a this parameter, hybrid call-signature objects, template-literal parameters, key remapping, generic repositories, abstract statics, object-literal getters returning this.
class Box {
  #v = 0;
  get value(): number {
    return this.#v;
  }
  set value(v: number | string) {
    this.#v = typeof v === "string" ? Number(v) : v;
  }
}
const bx = new Box();
bx.value = "3";
bx.value = 4;
console.log(bx.value.toFixed(1));
class Model {
  static create<T extends Model>(this: new () => T): T {
    return new this();
  }
  id = 0;
}
class User extends Model {
  name = "u";
  static admins: User[] = [];
}
const u = User.create();
console.log(u.name, u.id, User.admins.length);
interface Fmt {
  (x: number): string;
  (x: string): number;
  label: string;
}
const fmt = Object.assign((x: any) => (typeof x === "number" ? String(x) : x.length), { label: "f" }) as Fmt;
console.log(fmt(1).length, fmt("ab").toFixed(0), fmt.label);
type Ev = "click" | "hover";
function on<E extends Ev>(e: `on${Capitalize<E>}`, cb: () => void): E {
  cb();
  return e.slice(2).toLowerCase() as E;
}
console.log(on("onClick", () => {}));
type Opts = { [K in "a" | "b" as `${K}Enabled`]: boolean };
const o: Opts = { aEnabled: true, bEnabled: false };
console.log(o.aEnabled, Object.keys(o).length);
class Repo<T extends { id: number }> {
  private items = new Map<number, T>();
  add(...xs: T[]): this {
    for (const x of xs) this.items.set(x.id, x);
    return this;
  }
  find<K extends keyof T>(key: K, value: T[K]): T | undefined {
    return [...this.items.values()].find((x) => x[key] === value);
  }
  map<U>(f: (x: T) => U): U[] {
    return [...this.items.values()].map(f);
  }
}
const repo = new Repo<{ id: number; tag: string }>().add({ id: 1, tag: "a" }, { id: 2, tag: "b" });
console.log(repo.find("tag", "a")?.id, repo.map((x) => x.tag.toUpperCase()));
abstract class Shape {
  abstract area(): number;
  static compare(a: Shape, b: Shape): number {
    return a.area() - b.area();
  }
  toString(): string {
    return `${this.constructor.name}(${this.area().toFixed(2)})`;
  }
}
class Sq extends Shape {
  constructor(readonly s: number) {
    super();
  }
  area() {
    return this.s ** 2;
  }
}
console.log([new Sq(2), new Sq(1)].sort(Shape.compare).map(String));
const counter = {
  count: 0,
  get double() {
    return this.count * 2;
  },
  inc() {
    this.count++;
    return this;
  },
};
console.log(counter.inc().inc().double);
