interface Comparable<T> {
  compareTo(other: T): number;
}
class Version implements Comparable<Version> {
  constructor(
    public major: number,
    public minor: number,
  ) {}
  compareTo(o: Version): number {
    return this.major - o.major || this.minor - o.minor;
  }
}
const versions = [new Version(1, 2), new Version(1, 0), new Version(0, 9)];
versions.sort((a, b) => a.compareTo(b));
console.log(versions.map((v) => `${v.major}.${v.minor}`));
