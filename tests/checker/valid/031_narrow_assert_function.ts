function assertIsDefined<T>(v: T, msg: string): asserts v is NonNullable<T> {
  if (v === undefined || v === null) {
    throw new Error(msg);
  }
}
const m = new Map<string, number[]>([["a", [1]]]);
const arr = m.get("a");
assertIsDefined(arr, "no a");
arr.push(2);
console.log(arr);
