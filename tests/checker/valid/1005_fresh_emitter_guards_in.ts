type Handler<T> = (payload: T) => void;
class Emitter<Events extends Record<string, unknown>> {
  #handlers: { [K in keyof Events]?: Handler<Events[K]>[] } = {};
  on<K extends keyof Events>(name: K, h: Handler<Events[K]>): () => void {
    (this.#handlers[name] ??= []).push(h);
    return () => { this.#handlers[name] = this.#handlers[name]?.filter((x) => x !== h); };
  }
  emit<K extends keyof Events>(name: K, payload: Events[K]): void {
    this.#handlers[name]?.forEach((h) => h(payload));
  }
}
const em = new Emitter<{ login: { user: string }; logout: undefined }>();
const off = em.on("login", ({ user }) => console.log("hi", user));
em.emit("login", { user: "ann" });
off();
em.emit("login", { user: "bob" });
type Getters<T> = { [K in keyof T as `get${Capitalize<string & K>}`]: () => T[K] };
function getters<T extends object>(o: T): Getters<T> {
  const out: Record<string, () => unknown> = {};
  for (const k of Object.keys(o) as (keyof T & string)[]) out[`get${k[0].toUpperCase()}${k.slice(1)}`] = () => o[k];
  return out as Getters<T>;
}
const g = getters({ name: "x", age: 3 });
console.log(g.getName(), g.getAge());
type ElementOf<T> = T extends readonly (infer U)[] ? U : never;
const list = ["a", "b"] as const;
const e: ElementOf<typeof list> = "a";
console.log(e);
const cfg = { port: 80, host: "h" } satisfies Record<string, string | number>;
console.log(cfg.port.toFixed(0));
async function load(): Promise<[number, string]> { return [1, "a"]; }
type Loaded = Awaited<ReturnType<typeof load>>;
const [ln, ls]: Loaded = await load();
console.log(ln, ls);
const [p1, p2] = await Promise.all([Promise.resolve(1), Promise.resolve("two")]);
console.log(p1 + 1, p2.length);
function hasKey<T extends object>(o: T, k: PropertyKey): k is keyof T { return k in o; }
const obj = { a: 1 };
const key: string = "a";
if (hasKey(obj, key)) console.log(obj[key]);
function process(v: unknown): string {
  if (typeof v === "string") return v;
  if (Array.isArray(v)) return v.map(String).join("|");
  if (v && typeof v === "object" && "name" in v) return String(v.name);
  return JSON.stringify(v);
}
console.log(process(["a", 1]), process({ name: "n" }), process(3));
class Temp { static #count = 0; static { Temp.#count = 10; } static next() { return ++Temp.#count; } }
console.log(Temp.next());
class Celsius { private _c = 0; get f() { return this._c * 9 / 5 + 32; } set f(v: number) { this._c = (v - 32) * 5 / 9; } }
const t = new Celsius(); t.f = 212; console.log(t.f);
