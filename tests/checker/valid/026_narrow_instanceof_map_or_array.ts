function count(c: Map<string, number> | number[]): number {
  if (c instanceof Map) {
    let n = 0;
    for (const v of c.values()) n += v;
    return n;
  }
  return c.length;
}
console.log(count(new Map([["a", 2]])), count([1, 2, 3]));
