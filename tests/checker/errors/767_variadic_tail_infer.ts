function tail<T extends unknown[]>(t: readonly [unknown, ...T]): T {
  const [, ...rest] = t;
  return rest as T;
}
const rest = tail([1, "b", 3]);
const b: number = rest[0];
console.log(b);
