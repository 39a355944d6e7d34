type Listener<T> = (e: T) => void;
class Store<S extends object> {
  private listeners = new Set<Listener<S>>();
  constructor(private state: S) {}
  getState(): Readonly<S> { return this.state; }
  setState(patch: Partial<S> | ((s: S) => Partial<S>)) {
    const p = typeof patch === "function" ? patch(this.state) : patch;
    this.state = { ...this.state, ...p };
    this.listeners.forEach((l) => l(this.state));
  }
  subscribe(l: Listener<S>) { this.listeners.add(l); return () => this.listeners.delete(l); }
}
const store = new Store({ count: 0, name: "s" });
const unsub = store.subscribe((s) => console.log("count", s.count));
store.setState({ count: 1 });
store.setState((s) => ({ count: s.count + 1 }));
unsub();
store.setState({ name: "t" });
console.log(store.getState());
const memoize = <A extends unknown[], R>(fn: (...args: A) => R) => {
  const cache = new Map<string, R>();
  return (...args: A): R => { const k = JSON.stringify(args); if (!cache.has(k)) cache.set(k, fn(...args)); return cache.get(k)!; };
};
let calls = 0;
const slowAdd = memoize((a: number, b: number) => { calls++; return a + b; });
console.log(slowAdd(1, 2), slowAdd(1, 2), calls);
function curry<A, B, C>(f: (a: A, b: B) => C): (a: A) => (b: B) => C { return (a) => (b) => f(a, b); }
console.log(curry((a: number, b: string) => b.repeat(a))(3)("x"));
type Validator<T> = { [K in keyof T]: (v: T[K]) => string | null };
interface Form { email: string; age: number }
const validators: Validator<Form> = { email: (v) => (v.includes("@") ? null : "bad email"), age: (v) => (v >= 18 ? null : "too young") };
const form: Form = { email: "x", age: 20 };
const errors = (Object.keys(validators) as (keyof Form)[]).map((k) => validators[k](form[k] as never)).filter(Boolean);
console.log(errors);
const errs2 = Object.entries(form).flatMap(([k, v]) => {
  const fn = validators[k as keyof Form] as (v: unknown) => string | null;
  const e = fn(v);
  return e ? [`${k}: ${e}`] : [];
});
console.log(errs2);
function paginate<T>(items: T[], page: number, size = 2): { items: T[]; total: number; hasNext: boolean } {
  const start = (page - 1) * size;
  return { items: items.slice(start, start + size), total: items.length, hasNext: start + size < items.length };
}
const { items, hasNext } = paginate(["a", "b", "c"], 2);
console.log(items, hasNext);
const enumLike = { A: "a", B: "b" } as const;
type EnumLike = (typeof enumLike)[keyof typeof enumLike];
const vals: EnumLike[] = Object.values(enumLike);
console.log(vals);
const retryDelays = Array.from({ length: 4 }, (_, i) => Math.min(1000, 100 * 2 ** i));
console.log(retryDelays);
const byDate = [{ d: "2024-02-01" }, { d: "2023-12-31" }].sort((a, b) => Date.parse(a.d) - Date.parse(b.d));
console.log(byDate[0].d);
