function diff<T extends Record<string, unknown>>(a: T, b: T): (keyof T)[] {
  const keys = new Set<keyof T>([...Object.keys(a), ...Object.keys(b)] as (keyof T)[]);
  return [...keys].filter((k) => a[k] !== b[k]);
}
console.log(diff({ x: 1, y: 2, z: "a" }, { x: 1, y: 3, z: "b" }));
