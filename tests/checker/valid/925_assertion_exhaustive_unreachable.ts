type Fruit = "apple" | "pear";
function unreachable(x: never, msg = "unreachable"): never {
  throw new Error(`${msg}: ${String(x)}`);
}
function price(f: Fruit): number {
  if (f === "apple") return 1;
  if (f === "pear") return 2;
  return unreachable(f);
}
console.log(price("pear"));
