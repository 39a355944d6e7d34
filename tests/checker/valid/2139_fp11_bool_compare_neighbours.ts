class Res<T> {
  constructor(private v: T | undefined, private e?: string) {}
  isOk(): this is { value: T } & Res<T> { return this.v !== undefined; }
  get value(): T | undefined { return this.v; }
  get error() { return this.e; }
}
const r = new Res<number>(1);
if (r.isOk() === true) console.log(r.value);
const items: (string | number)[] = [1, "a"];
const isStr = (x: unknown): x is string => typeof x === "string";
let i = 0;
while (isStr(items[i]) === false && i < items.length) i++;
const ok = { ready: true as boolean, name: "x" as string | null };
if (ok.ready === true && ok.name !== null) console.log(ok.name.length);
function f(x: string | null) { const has = x !== null; if (has === true) return x.length; return 0; }
async function g(x: unknown) { if ((await Promise.resolve(isStr(x))) === true) return 1; return 0; }
console.log(f("a"), g, i);
type U = { t: "a"; a: number } | { t: "b"; b: string };
function h(u: U) { if ((u.t === "a") === true) return u.a; return 0; }
console.log(h({ t: "a", a: 1 }));
