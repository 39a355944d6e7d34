function concat<A extends unknown[], B extends unknown[]>(a: [...A], b: [...B]): [...A, ...B] {
  return [...a, ...b];
}
const c = concat([1, "a"], [true]);
console.log(c.length, c[0] + 1, c[1].toUpperCase(), c[2] === true);
