// A spread of a fixed-length tuple passes its elements as arguments: the overload that takes
// them is chosen, and a generic function is instantiated from them.
function parse(x: string): number;
function parse(x: number): string;
function parse(x: string | number): string | number {
  return typeof x === "string" ? Number(x) : String(x);
}
const numArg: [number] = [1];
const strArg: [string] = ["2"];
const asText: string = parse(...numArg);
const asNum: number = parse(...strArg);
function identity<T>(x: T): T {
  return x;
}
const pair: [string, number] = ["k", 3];
function entry<K, V>(k: K, v: V): { k: K; v: V } {
  return { k, v };
}
const e = entry(...pair);
const fromId: number = identity(...numArg);
console.log(asText.length, asNum.toFixed(1), e.k.toUpperCase(), e.v + 1, fromId);
