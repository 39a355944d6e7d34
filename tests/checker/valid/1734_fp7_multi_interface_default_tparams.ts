// Class implementing several interfaces, interfaces with default type parameters.
interface Comparable<T> {
  compareTo(other: T): number;
}
interface Hashable {
  hash(): number;
}
interface Printable<Fmt extends string = "short"> {
  print(format?: Fmt): string;
}
interface Cache<K = string, V = unknown> {
  get(key: K): V | undefined;
  set(key: K, value: V): void;
}

class Version implements Comparable<Version>, Hashable, Printable<"short" | "long"> {
  constructor(readonly major: number, readonly minor: number, readonly patch: number) {}

  static parse(s: string): Version {
    const [a = 0, b = 0, c = 0] = s.split(".").map(Number);
    return new Version(a, b, c);
  }

  compareTo(other: Version): number {
    return this.major - other.major || this.minor - other.minor || this.patch - other.patch;
  }

  hash(): number {
    return (this.major * 31 + this.minor) * 31 + this.patch;
  }

  print(format: "short" | "long" = "short"): string {
    return format === "short" ? `${this.major}.${this.minor}` : `v${this.major}.${this.minor}.${this.patch}`;
  }
}

class HashCache<K extends Hashable, V> implements Cache<K, V> {
  private buckets = new Map<number, Array<[K, V]>>();
  get(key: K): V | undefined {
    return this.buckets.get(key.hash())?.find(([k]) => k === key)?.[1];
  }
  set(key: K, value: V): void {
    const b = this.buckets.get(key.hash()) ?? [];
    b.push([key, value]);
    this.buckets.set(key.hash(), b);
  }
}

function maxOf<T extends Comparable<T>>(items: readonly T[]): T | undefined {
  return items.reduce<T | undefined>((best, x) => (best === undefined || x.compareTo(best) > 0 ? x : best), undefined);
}

function printAll(items: Printable[]): string {
  return items.map((i) => i.print()).join(" ");
}

const versions = ["1.2.3", "1.10.0", "0.9.9", "1.2.10"].map(Version.parse);
const sorted = [...versions].sort((a, b) => a.compareTo(b));
console.log(sorted.map((v) => v.print("long")).join(" < "));
console.log(maxOf(versions)?.print("long"), maxOf<Version>([]));
console.log(printAll(versions));

const cache = new HashCache<Version, string>();
cache.set(versions[0], "first");
console.log(cache.get(versions[0]), cache.get(versions[1]) ?? "miss");

const simple: Cache = { get: () => undefined, set: () => {} };
simple.set("k", 42);
console.log(simple.get("k"));
