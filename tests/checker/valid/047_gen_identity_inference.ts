function identity<T>(x: T): T {
  return x;
}
const n = identity(42);
const s = identity("text");
const arr = identity([1, 2, 3]);
console.log(n.toFixed(1), s.toUpperCase(), arr.length);
