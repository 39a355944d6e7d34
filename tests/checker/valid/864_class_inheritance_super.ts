class Base {
  constructor(protected id: string) {}
  describe(): string { return `#${this.id}`; }
}
class Derived extends Base {
  constructor(id: string, private extra: number) { super(id); }
  override describe(): string {
    return `${super.describe()} (+${this.extra})`;
  }
}
console.log(new Derived("a1", 7).describe());
