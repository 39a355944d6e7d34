function longest<T extends { length: number }>(a: T, b: T): T {
  return a.length >= b.length ? a : b;
}
console.log(longest("abc", "de").toUpperCase());
console.log(longest([1, 2], [3]).length);
