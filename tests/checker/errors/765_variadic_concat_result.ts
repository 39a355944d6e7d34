function concat<T extends unknown[], U extends unknown[]>(a: [...T], b: [...U]): [...T, ...U] {
  return [...a, ...b];
}
const c = concat([1, "a"], [true]);
console.log(c[1].toFixed(2));
