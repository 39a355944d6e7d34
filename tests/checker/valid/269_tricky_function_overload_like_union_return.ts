function toArray<T>(v: T | T[]): T[] {
  return Array.isArray(v) ? v : [v];
}
console.log(toArray(1), toArray([2, 3]));
