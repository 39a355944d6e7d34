type Action =
  | { type: `${string}/request`; id: number }
  | { type: `${string}/success`; id: number; payload: string[] }
  | { type: `${string}/failure`; id: number; error: string };
function reduce(state: string[], a: Action): string[] {
  if (a.type === "users/success") return a.payload;
  if (a.type === "users/failure") { console.log(a.error); return []; }
  return state;
}
const acts: Action[] = [{ type: "users/request", id: 1 }, { type: "users/success", id: 1, payload: ["a"] }];
console.log(acts.reduce(reduce, []));
type Px = `${number}px`;
const w: Px = "10px";
function px(n: number): Px { return `${n}px`; }
const sizes: Px[] = [w, px(2), "3.5px"];
console.log(sizes.join(" "));
type Key = `user:${string}` | `group:${string}`;
const keys = new Map<Key, number>([["user:1", 1], ["group:a", 2]]);
function isUserKey(k: Key): k is `user:${string}` { return k.startsWith("user:"); }
for (const k of keys.keys()) if (isUserKey(k)) console.log(k.slice(5));
class Store<K extends string> { data = new Map<K, string>(); set(k: K, v: string) { this.data.set(k, v); return this; } }
const st = new Store<`id-${number}`>().set("id-1", "x");
console.log(st.data.size);
const s: string = w;
console.log(s.length);
