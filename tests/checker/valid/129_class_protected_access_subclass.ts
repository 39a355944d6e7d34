class Base {
  protected items: string[] = [];
  protected add(x: string): void {
    this.items.push(x);
  }
}
class Bag extends Base {
  put(x: string): number {
    this.add(x);
    return this.items.length;
  }
}
console.log(new Bag().put("a"));
