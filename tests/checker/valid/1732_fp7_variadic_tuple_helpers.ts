// Variadic generic helpers.
function tuple<T extends unknown[]>(...args: T): T {
  return args;
}

function zip<A, B>(as: readonly A[], bs: readonly B[]): [A, B][] {
  const n = Math.min(as.length, bs.length);
  const out: [A, B][] = [];
  for (let i = 0; i < n; i++) out.push([as[i], bs[i]]);
  return out;
}

function partial<T extends unknown[], U extends unknown[], R>(
  fn: (...args: [...T, ...U]) => R,
  ...head: T
): (...tail: U) => R {
  return (...tail) => fn(...head, ...tail);
}

function callAll<T extends unknown[]>(fns: Array<(...args: T) => void>, ...args: T): number {
  fns.forEach((f) => f(...args));
  return fns.length;
}

function lastOf<T extends readonly unknown[]>(xs: T): T extends readonly [...unknown[], infer L] ? L : undefined {
  return xs[xs.length - 1] as any;
}

function concatAll<T>(...lists: T[][]): T[] {
  return ([] as T[]).concat(...lists);
}

const t = tuple(1, "two", true);
console.log(t.length, typeof t[0], typeof t[1], typeof t[2]);

const pairs = zip(["a", "b", "c"], [1, 2]);
console.log(pairs.map(([k, v]) => `${k}${v}`).join(" "));

function volume(l: number, w: number, h: number): number {
  return l * w * h;
}
const withBase = partial(volume, 2, 3);
console.log(withBase(4));
const full = partial(volume, 1, 2, 3);
console.log(full());

const seen: string[] = [];
const count = callAll(
  [(a: string, n: number) => seen.push(a.repeat(n)), (a: string) => seen.push(a.toUpperCase())],
  "ab",
  2
);
console.log(count, seen);

console.log(lastOf([1, 2, 3] as const), lastOf(["x"] as const));
console.log(concatAll([1], [2, 3], [], [4]).join("+"));

const handlers = {
  sum: (...ns: number[]) => ns.reduce((a, b) => a + b, 0),
  join: (sep: string, ...parts: string[]) => parts.join(sep),
};
function invoke<K extends keyof typeof handlers>(k: K, ...args: Parameters<(typeof handlers)[K]>) {
  return (handlers[k] as (...a: unknown[]) => unknown)(...args);
}
console.log(invoke("sum", 1, 2, 3), invoke("join", "-", "a", "b"));
