function tuple<T extends unknown[]>(...items: T): T {
  return items;
}
const t = tuple("a", 1, true);
const n: number = t[0];
console.log(n);
