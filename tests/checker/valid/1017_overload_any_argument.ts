// Among overloads, tsc first tries the subtype relation, where an argument of type any fits only
// any and unknown: reduce(f, obj as any) is reduce<any>, so the callback's accumulator is any.
const config: any = { db: { host: "localhost", port: 5432 } };
const get = (path: string) => path.split(".").reduce((node, key) => node?.[key], config);
console.log(get("db.port"), get("db.user"));
function pick(x: string): string;
function pick<T>(x: T): T;
function pick(x: unknown) {
  return x;
}
const parsed = JSON.parse('{"n": 1}');
const kept = pick(parsed);
console.log(kept.n);
