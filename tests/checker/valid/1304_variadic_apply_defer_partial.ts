// Variadic tuple type parameters: Parameters/ReturnType forwarding, a rest type parameter inferred from the arguments (callback parameters typed by it), [...T, ...U] split by the arguments T stood for.
function apply<F extends (...args: any[]) => any>(f: F, ...args: Parameters<F>): ReturnType<F> {
  return f(...args);
}
function area(w: number, h: number): number {
  return w * h;
}
const a1: number = apply(area, 2, 3);
console.log(a1.toFixed(1));

function defer<A extends unknown[]>(fn: (...a: A) => void, ...args: A): void {
  queueMicrotask(() => fn(...args));
}
defer((x, y) => console.log(x.toFixed(1), y.toUpperCase()), 1, "s");
defer((n: number) => console.log(n + 1), 5);

function tuple<T extends unknown[]>(...items: T): T {
  return items;
}
const tt = tuple("a", 1);
console.log(tt[0].toUpperCase(), tt[1].toFixed(0), tt.length);

function withLog<T extends unknown[], R>(fn: (...args: T) => R) {
  return (...args: T): R => fn(...args);
}
const wl = withLog((s: string, n: number) => s.repeat(n));
console.log(wl("ab", 2).toUpperCase());

type Fn<A extends unknown[], R> = (...args: A) => R;
const joinAll: Fn<[sep: string, ...parts: string[]], string> = (sep, ...parts) => parts.join(sep);
console.log(joinAll("-", "a", "b").length);

function first<T extends readonly unknown[]>(t: readonly [...T]): T[0] {
  return t[0];
}
const f0 = first([1, "x"]);
console.log(f0);

function swap<A, B>(t: [A, B]): [B, A] {
  return [t[1], t[0]];
}
const sw = swap([1, "b"]);
console.log(sw[0].toUpperCase(), sw[1].toFixed(0));

function spreadInto<T extends unknown[]>(target: unknown[], ...xs: T): number {
  return target.push(...xs);
}
console.log(spreadInto([], 1, 2));

const argPairs: [string, number][] = [["a", 1], ["b", 2]];
for (const p of argPairs) console.log("x".repeat(...p.slice(1) as [number]));
console.log(Math.min(...argPairs.map(([, n]) => n)));

function partial<T extends unknown[], U extends unknown[], R>(f: (...args: [...T, ...U]) => R, ...head: T) {
  return (...tail: U) => f(...head, ...tail);
}
function fmt3(a: string, b: number, c: boolean): string {
  return `${a}${b}${c}`;
}
const p1 = partial(fmt3, "x");
console.log(p1(2, true).length);
const p2 = partial(fmt3, "x", 1);
console.log(p2(false).toUpperCase());
