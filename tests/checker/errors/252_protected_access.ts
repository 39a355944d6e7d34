class Base {
  protected id = 1;
}
class Derived extends Base {
  show(): number {
    return this.id;
  }
}
const d = new Derived();
console.log(d.id);
