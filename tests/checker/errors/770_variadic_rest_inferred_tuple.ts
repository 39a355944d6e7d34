function g<T extends unknown[]>(f: (s: string, ...a: T) => void, ...a: T): T {
  return a;
}
const r = g((s: string, n: number) => console.log(s, n), 1);
const z: number = r;
console.log(z);
