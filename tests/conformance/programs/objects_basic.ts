// Object literals: access, computed keys, shorthand, methods with this, nesting, mutation.
const key = "dyn";
const x = 1, y = 2;
const obj: any = {
  name: "widget",
  "quoted-key": true,
  42: "number key",
  [key + "amic"]: "computed",
  [`k${x + y}`]: 3,
  x,
  y,
  nested: { deep: { deeper: "bottom" } },
  list: [1, 2, 3],
  describe() {
    return this.name + " at " + this.x + "," + this.y;
  },
  arrow: () => "arrow result",
};
console.log(obj.name, obj["quoted-key"], obj[42], obj["42"], obj.dynamic, obj.k3, obj.x, obj.y);
console.log(obj.nested.deep.deeper, obj["nested"]["deep"]["deeper"], obj.list[1]);
console.log(obj.describe(), obj.arrow(), obj.missing);
obj.added = "new";
obj["another key"] = 5;
obj.name = "renamed";
console.log(obj.added, obj["another key"], obj.describe());
console.log(Object.keys(obj));
const point = { x: 3, y: 4 };
console.log(point, Object.values(point), Object.entries(point));
console.log(Object.keys({}), Object.keys([7, 8]), Object.keys("hi"));
const ordered: any = { b: 1, 2: "two", a: 2, 1: "one", "-1": "neg", "01": "str" };
console.log(Object.keys(ordered), ordered);
const calc = {
  total: 0,
  add(n: number) {
    this.total += n;
    return this;
  },
};
calc.add(5).add(10).add(-3);
console.log(calc.total);
const counter: { [word: string]: number } = {};
for (const w of "a b a c b a".split(" ")) {
  counter[w] = (counter[w] || 0) + 1;
}
console.log(counter);
const inventory = { apples: 3, pears: 0 };
console.log("apples" in inventory, inventory.pears ? "have pears" : "no pears");
const same = { a: 1 };
const alias = same;
alias.a = 99;
console.log(same.a);
const withUndefined = { a: undefined, b: null };
console.log(withUndefined, Object.keys(withUndefined).length);
