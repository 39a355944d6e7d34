// Optional member access: short-circuits the whole chain, on null/undefined only.
const o: any = { a: { b: { c: 1 } }, zero: 0, empty: "", n: null };
console.log(o?.a?.b?.c, o.x?.y.z.w, o.n?.foo, o.zero?.toFixed(1), o.empty?.length);
console.log(o?.["a"]?.["b"], o.arr?.[0], (null as any)?.x, (undefined as any)?.x.y.z);
const k = "c";
console.log(o.a?.b[k], o.a.b?.[k + "x"]);
let count = 0;
const side = () => { count++; return "b"; };
(null as any)?.[side()];
console.log(count);
try { console.log((o.x?.y).z); } catch (e) { console.log((e as Error).message); }
