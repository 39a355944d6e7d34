interface Comparable<T> {
  compareTo(other: T): number;
}
interface Printable {
  print(): string;
}
interface Hashable {
  readonly hash: number;
}

class Version implements Comparable<Version>, Printable, Hashable {
  readonly parts: readonly [number, number, number];
  constructor(text: string) {
    const m = /^v?(\d+)\.(\d+)\.(\d+)$/.exec(text.trim());
    if (!m) throw new SyntaxError(`bad version "${text}"`);
    this.parts = [Number(m[1]), Number(m[2]), Number(m[3])];
  }
  compareTo(o: Version): number {
    for (let i = 0; i < 3; i++) {
      const d = this.parts[i] - o.parts[i];
      if (d !== 0) return Math.sign(d);
    }
    return 0;
  }
  print(): string {
    return `v${this.parts.join(".")}`;
  }
  get hash(): number {
    return this.parts.reduce((h, p) => (h * 31 + p) | 0, 7);
  }
  bump(kind: "major" | "minor" | "patch"): Version {
    const [a, b, c] = this.parts;
    const next = kind === "major" ? [a + 1, 0, 0] : kind === "minor" ? [a, b + 1, 0] : [a, b, c + 1];
    return new Version(next.join("."));
  }
}

function maxOf<T extends Comparable<T>>(items: readonly T[]): T | undefined {
  return items.reduce<T | undefined>((best, x) => (best === undefined || x.compareTo(best) > 0 ? x : best), undefined);
}

function printAll(xs: Iterable<Printable>): string {
  return Array.from(xs, (x) => x.print()).join(", ");
}

const versions = ["1.2.3", "v1.10.0", "0.9.12", "1.2.10", "2.0.0"].map((s) => new Version(s));
const sorted = [...versions].sort((a, b) => a.compareTo(b));
console.log(printAll(sorted));
console.log("max:", maxOf(versions)?.print(), "bumped:", versions[0].bump("minor").print(), versions[4].bump("major").print());
const seen = new Map<number, Version>();
for (const v of [...versions, new Version("1.2.3")]) {
  if (seen.has(v.hash)) console.log("duplicate", v.print());
  else seen.set(v.hash, v);
}
try {
  new Version("1.2");
} catch (e) {
  console.log(e instanceof SyntaxError, (e as SyntaxError).message);
}
const printables: Printable[] = [versions[0], { print: () => "literal" }];
console.log(printAll(printables), printAll(new Set(versions.slice(0, 2))));
class Money implements Comparable<Money> {
  constructor(readonly cents: number, readonly currency = "EUR") {}
  compareTo(o: Money) {
    return this.cents - o.cents;
  }
  toString() {
    return `${(this.cents / 100).toFixed(2)} ${this.currency}`;
  }
}
console.log(`${maxOf([new Money(500), new Money(1250), new Money(99)])}`);
