// map, filter, reduce and forEach: indexes, accumulators, chaining, empty-array errors.
const nums = [3, 1, 4, 1, 5, 9, 2, 6];
console.log(nums.map((n) => n * 2));
console.log(nums.map((n, i) => n + ":" + i).join(" "));
console.log(nums.filter((n) => n > 3), nums.filter((n, i) => i % 2 === 0));
console.log(nums.reduce((a, b) => a + b), nums.reduce((a, b) => a + b, 100));
console.log(nums.reduce((max, n) => (n > max ? n : max), -Infinity));
console.log([].reduce((a: number, b: number) => a + b, 0), [7].reduce((a, b) => a + b));
try {
  [].reduce((a: number, b: number) => a + b);
} catch (e: any) {
  console.log(e.name + ": " + e.message);
}
nums.forEach((n, i, all) => {
  if (i === 0) console.log("length seen by forEach:", all.length);
  if (n === 9) console.log("nine at", i);
});
console.log(nums.forEach(() => {}));
const words = ["apple", "Banana", "cherry", "date", "Elderberry"];
const result = words
  .filter((w) => w.length > 4)
  .map((w) => w.toLowerCase())
  .map((w) => w[0].toUpperCase() + w.slice(1))
  .join(", ");
console.log(result);
const lengths = words.reduce((acc: { [k: string]: number }, w) => {
  acc[w] = w.length;
  return acc;
}, {});
console.log(lengths);
const indexes: number[] = [];
nums.reduce((acc, n, i) => {
  indexes.push(i);
  return acc + n;
}, 0);
console.log(indexes);
console.log([1, , 3].map((x) => x * 2), [1, , 3].filter(() => true));
const visited: number[] = [];
[1, , 3].forEach((x) => visited.push(x));
console.log(visited);
const pairs = [[1, "one"], [2, "two"]].map((p) => p[1] + "=" + p[0]);
console.log(pairs);
console.log(["1", "2", "3"].map((s) => parseInt(s)), ["10", "10", "10"].map(Number.isInteger));
const total = [{ qty: 2, price: 3.5 }, { qty: 1, price: 10 }].reduce((s, it) => s + it.qty * it.price, 0);
console.log(total);
