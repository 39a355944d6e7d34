// apply/call/bind of functions and constructors (tsc types them through CallableFunction under --strict).
function monkeyCount(count: number): number[] {
  const monkeys = Array.apply(null, Array(count)).map((x, i) => i + 1);
  return monkeys;
}
function add(a: number, b: number) {
  return a + b;
}
const addOne = add.bind(null, 1);
const biggest = Math.max.apply(null, [3, 9, 4]);
const joined = Array.prototype.join.call(["a", "b"], "-");
console.log(monkeyCount(4), add.call(null, 2, 3), add.apply(null, [4, 5]), addOne(2), biggest, joined);
