interface Comparable {
  compareTo(other: Comparable): number;
}
class Money implements Comparable {
  constructor(public cents: number) {}
  compare(other: Money): number {
    return this.cents - other.cents;
  }
}
