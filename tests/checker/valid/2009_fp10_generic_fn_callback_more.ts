type Ok<T> = { ok: true; value: T };
type Err = { ok: false; error: string };
type Result<T> = Ok<T> | Err;
const isOk = <T,>(r: Result<T>): r is Ok<T> => r.ok;
declare const rs: Result<{ name: string }>[];
const firstOk = rs.find(isOk);
console.log(firstOk?.value.name);
if (rs.every(isOk)) console.log(rs.map((r) => r.value.name));
function wrap<T>(value: T): { value: T } {
  return { value };
}
const wrapped = await Promise.resolve(5).then(wrap);
console.log(wrapped.value.toFixed());
const fromSet = Array.from(new Set(["a", "b"]), wrap);
console.log(fromSet[0].value.toUpperCase());
function larger<T extends { size: number }>(a: T, b: T): T {
  return a.size >= b.size ? a : b;
}
const biggest = [{ size: 1, n: "x" }, { size: 3, n: "y" }].reduce(larger);
console.log(biggest.n);
function toPair<K, V>(k: K, v: V): [K, V] {
  return [k, v];
}
const m = new Map(["a", "b"].map(toPair));
console.log(m.get("a")?.toFixed());
function keys<T extends object>(o: T): (keyof T)[] {
  return Object.keys(o) as (keyof T)[];
}
const ks = [{ a: 1 }, { a: 2 }].map(keys);
console.log(ks[0][0].length);
const entries = [{ id: 1 }, { id: 2 }].map(Object.entries);
console.log(entries[0][0][0].length);
