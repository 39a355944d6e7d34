function firstOf<T>(items: Iterable<T>): T {
  for (const item of items) return item;
  throw new Error("empty");
}
const words = ["p", "q"];
const n: number = firstOf(words);
const fromSet: number = firstOf(new Set(["a"]));
const fromText: boolean = firstOf("abc");
console.log(n, fromSet, fromText);
