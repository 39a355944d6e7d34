interface Box<T = string> {
  value: T;
}
interface Box<T = string> {
  label?: string;
}

interface Repo<T extends { id: K }, K extends string | number = string> {
  get(id: K): T | undefined;
  all(): readonly T[];
  save(item: T): void;
}

class MemoryRepo<T extends { id: K }, K extends string | number = string> implements Repo<T, K> {
  private items = new Map<K, T>();
  get(id: K) {
    return this.items.get(id);
  }
  all() {
    return [...this.items.values()];
  }
  save(item: T) {
    this.items.set(item.id, item);
  }
  update(id: K, patch: Partial<Omit<T, "id">>): T {
    const cur = this.items.get(id);
    if (!cur) throw new Error(`no item ${String(id)}`);
    const next = { ...cur, ...patch };
    this.items.set(id, next);
    return next;
  }
}

type User = { id: number; name: string; email?: string };
const users = new MemoryRepo<User, number>();
users.save({ id: 1, name: "Ann" });
users.save({ id: 2, name: "Ben", email: "ben@x.io" });
users.update(1, { email: "ann@x.io" });
console.log(users.all(), users.get(3));

const b: Box = { value: "x", label: "a box" };
const nb: Box<number> = { value: 3 };
console.log(b.label?.toUpperCase(), nb.value.toFixed(1));

function firstOr<T, D = undefined>(xs: readonly T[], d?: D): T | D {
  return xs.length ? xs[0] : (d as D);
}
const f1 = firstOr([1, 2]);
const f2 = firstOr([] as string[], "none");
console.log(f1, f2.length);

type Getters<T> = { [K in keyof T as `get${Capitalize<string & K>}`]: () => T[K] };
function makeGetters<T extends object>(obj: T): Getters<T> {
  const out: Record<string, () => unknown> = {};
  for (const k of Object.keys(obj) as (keyof T & string)[]) {
    out[`get${k[0].toUpperCase()}${k.slice(1)}`] = () => obj[k];
  }
  return out as Getters<T>;
}
const g = makeGetters({ name: "pen", price: 2 });
console.log(g.getName(), g.getPrice() * 2);
type ElementOf<T> = T extends readonly (infer E)[] ? E : never;
const tuple = ["a", 1, true] as const;
const elems: ElementOf<typeof tuple>[] = [...tuple];
console.log(elems);
function keysOf<T extends object>(o: T) {
  return Object.keys(o) as Array<keyof T>;
}
const ks = keysOf({ x: 1, y: 2 });
console.log(ks.map((k) => k.toUpperCase()));
