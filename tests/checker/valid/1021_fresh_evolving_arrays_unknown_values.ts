const out = [];
for (let i = 0; i < 3; i++) out.push(i * 2);
console.log(out.map((x) => x + 1));
const names = [];
names.push("a");
names.push("b");
console.log(names.join("-").toUpperCase());
let later;
later = 5;
console.log(later + 1);
let msg;
if (out.length > 2) msg = "many"; else msg = "few";
console.log(msg.length);
const obj: Record<string, unknown> = { a: 1, f: () => 2, m: new Map([[1, 2]]) };
for (const [k, v] of Object.entries(obj)) {
  if (typeof v === "function") console.log(k, "fn", v());
  else if (v instanceof Map) console.log(k, "map", v.size);
  else console.log(k, typeof v);
}
try { JSON.parse("{bad"); } catch (e: any) { console.log(e.name); }
const flag = out.length > 1;
const built = { base: 1, ...(flag ? { extra: "yes" } : {}), ...(out.length > 10 && { never: true }) };
console.log(built);
interface Formatter { (v: number): string; unit: string }
const fmt: Formatter = Object.assign((v: number) => `${v}${fmt.unit}`, { unit: "kg" });
console.log(fmt(3));
const pairs: Array<[string, number]> = [["a", 1]];
const [[firstKey, firstVal]] = pairs;
console.log(firstKey, firstVal);
const sparse: { [n: number]: string } = { 1: "one", 10: "ten" };
console.log(sparse[10], Object.keys(sparse));
const nested = [[1, 2], [3]];
const total = nested.reduce((acc, row) => acc + row.reduce((a, b) => a + b, 0), 0);
console.log(total);
const maybeArr: number[] | undefined = out.length ? out : undefined;
console.log(maybeArr?.length ?? 0, maybeArr?.[0]);
const counts = {} as Record<string, number>;
"hello".split("").forEach((c) => { counts[c] = (counts[c] || 0) + 1; });
console.log(counts);
function f(x?: number) { return x === undefined ? "none" : x.toFixed(1); }
console.log(f(), f(2));
const arr2 = [] as string[];
arr2.push("z");
console.log(arr2);
let idx = -1;
const found = ["x", "y"].some((v, i) => { if (v === "y") { idx = i; return true; } return false; });
console.log(found, idx);
const result = (() => { switch (out.length) { case 3: return "three"; default: return "other"; } })();
console.log(result);
