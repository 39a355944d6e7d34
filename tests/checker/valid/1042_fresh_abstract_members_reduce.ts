// Abstract members are members of the class's instance type: an array of an abstract class
// reduces with an initial value through reduce<U> (it is not "anything", so `0` is not an Item).
abstract class Item {
  constructor(readonly name: string, readonly weight: number) {}
  abstract describe(): string;
  protected abstract get kind(): string;
  abstract readonly tags: string[];
}
class Tool extends Item {
  readonly tags = ["tool"];
  protected get kind() { return "tool"; }
  describe() { return `${this.kind}:${this.name}`; }
}
const bag: Item[] = [new Tool("saw", 2.5), new Tool("drill", 1.5)];
const load = bag.reduce((w, i) => w + i.weight, 0) + [...new Set(bag)].reduce((w, i) => w + i.weight, 0);
const names: string = bag.map((i) => i.describe()).join(", ");
const tagCount = bag.reduce((n, i) => n + i.tags.length, 0);
console.log(load, names, tagCount);
