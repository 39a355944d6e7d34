function get<T extends object, K extends keyof T>(o: T, k: K): T[K] {
  return o[k];
}
const size = get({ w: 2, h: 3 }, "h");
console.log(size * 2);
