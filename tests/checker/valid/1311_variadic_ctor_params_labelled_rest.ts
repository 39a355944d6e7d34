// More rest-tuple code: ConstructorParameters/InstanceType forwarding, readonly and labelled tuples as rest parameters, [...T, number], async wrappers keeping the parameter list, spreads of tuples into calls.
class Point {
  constructor(public x: number, public y: number) {}
}
function make<T extends new (...args: any) => any>(C: T, ...args: ConstructorParameters<T>): InstanceType<T> {
  return new C(...args);
}
const pt = make(Point, 1, 2);
console.log(pt.x + pt.y);
type Pair = readonly [string, number];
function show(...p: Pair): string {
  return p[0] + p[1].toFixed(0);
}
console.log(show("a", 1));
function head<T>([h]: [T, ...unknown[]]): T {
  return h;
}
const hd = head(["x", 2, 3]);
console.log(hd.toUpperCase());
const row: [id: number, name: string, ...tags: string[]] = [1, "n", "a", "b"];
const [rid, rname, ...rtags] = row;
console.log(rid + 1, rname.length, rtags.map((t) => t.toUpperCase()));
function lastOf<T extends unknown[]>(...xs: [...T, number]): number {
  return xs[xs.length - 1] as number;
}
console.log(lastOf("a", true, 3).toFixed(0));
type Fn<A extends unknown[]> = (...a: A) => void;
const handlers: { [K in "a" | "b"]: Fn<[n: number]> } = { a: (n) => console.log(n + 1), b: (n) => console.log(n * 2) };
handlers.a(1);
function wrap<A extends unknown[], R>(f: (...a: A) => Promise<R>): (...a: A) => Promise<R | undefined> {
  return async (...a) => {
    try {
      return await f(...a);
    } catch {
      return undefined;
    }
  };
}
const safeFetch = wrap(async (url: string, tries: number) => url.length * tries);
safeFetch("u", 2).then((n) => console.log(n === undefined ? 0 : n + 1));
function pairs<K extends string, V>(...entries: [K, V][]): Map<K, V> {
  return new Map(entries);
}
const pm = pairs(["a", 1], ["b", 2]);
console.log(pm.get("a"));
const args: [number, number] = [1, 2];
const mx = Math.max(...args, 3);
const fromFn = ((a: number, b: number) => a * b)(...args);
console.log(mx + fromFn);
function sum(...nums: number[]): number { return nums.reduce((a, b) => a + b, 0); }
const nested: [number, [number, number]] = [1, [2, 3]];
console.log(sum(nested[0], ...nested[1]));
