type DataAttrs = Record<`data-${string}`, string>;
const attrs: DataAttrs = { "data-id": "1", "data-role": "x" };
console.log(attrs["data-id"]);
type Getter<K extends string> = `get${Capitalize<K>}`;
const g: Getter<"name"> = "getName";
type Evt = `on${string}`;
const handlers: { [K in Evt]?: () => void } = {};
function on(name: Evt, fn: () => void) { handlers[name] = fn; }
on("onClick", () => console.log("click"));
type Mixed = `${string}-${number}` | "none";
const m1: Mixed = "a-1";
const m2: Mixed = "none";
let m3: Mixed = "none";
m3 = `x-${5}`;
const arr: `${number}`[] = ["1", "2"];
const nums = arr.map((s) => Number(s));
function id<T extends string>(x: T): T { return x; }
const tl: `v${number}` = id("v2");
const joined = [m1, m2, m3].join(",");
const sw = (x: Mixed) => { switch (x) { case "none": return 0; default: return x.length; } };
console.log(g, handlers, nums, tl, joined, sw(m1));
type Status2 = `http-${number}` | "ok" | "unknown";
function label2(s: Status2): string {
  if (s === "ok") return "fine";
  if (s === "unknown") return "?";
  return s.toUpperCase();
}
const all2: Status2[] = ["ok", "http-404", "unknown"];
console.log(all2.map(label2));
type Sel2 = `#${string}` | `.${string}`;
function q2(sel: Sel2) { return sel.startsWith("#") ? "id" : "class"; }
console.log(q2("#a"), q2(".b"));
const s2: Sel2 | undefined = Math.random() > 2 ? undefined : "#x";
const t2 = s2 ?? ".y";
console.log(t2);
class Bus2<E extends `${string}:${string}`> {
  private hs = new Map<E, (() => void)[]>();
  on(e: E, h: () => void) { const l = this.hs.get(e) ?? []; l.push(h); this.hs.set(e, l); return this; }
  emit(e: E) { for (const h of this.hs.get(e) ?? []) h(); }
}
new Bus2<"user:login" | "user:logout">().on("user:login", () => console.log("in")).emit("user:login");
type Tpl2 = `a${string}`;
const arr2: Tpl2[] = [];
arr2.push("ab", `a${1}`);
const oo: { kind: `k-${string}`; n: number } = { kind: "k-1", n: 1 };
const o2 = { ...oo, kind: "k-2" as const };
const o3: typeof oo = o2;
console.log(arr2, o3);
