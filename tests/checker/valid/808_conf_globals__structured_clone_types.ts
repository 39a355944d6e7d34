// structuredClone of Date, Map, Set, RegExp, errors and primitive wrappers: same kind, new identity.
const d = new Date(Date.UTC(2024, 2, 5, 10, 20, 30, 456));
(d as any).extra = "dropped";
const dc = structuredClone(d);
console.log(dc, dc instanceof Date, dc !== d, dc.getTime() === d.getTime(), (dc as any).extra, Object.keys(dc));
console.log(structuredClone(new Date(NaN)), structuredClone({ when: d, list: [d, d] }));
const shared = { id: 1 };
const m = new Map<any, any>([["a", shared], [shared, new Set([1, shared])]]);
const mc = structuredClone(m);
console.log(mc, mc !== m, mc.get("a") !== shared, mc.get("a") === [...mc.keys()][1]);
const re = /a(b+)c/gi;
re.lastIndex = 3;
const rc = structuredClone(re);
console.log(rc, rc !== re, rc.flags, rc.lastIndex, rc.test("xABBC"));
const e = new RangeError("out of range", { cause: { code: 42 } });
const ec = structuredClone(e);
console.log(ec instanceof RangeError, ec.name, ec.message, ec.cause, ec !== e, typeof ec.stack);
class MyError extends TypeError { constructor(m: string) { super(m); this.name = "MyError"; } }
const mec = structuredClone(new MyError("custom"));
console.log(mec instanceof TypeError, mec instanceof MyError, mec.message);
console.log(structuredClone(new Number(5)), structuredClone(new String("str")), structuredClone(new Boolean(false)));
console.log(structuredClone([new Date(0), new Set(["x"]), new Map([[1, /x/]])]));
const cyclic: any = { when: new Date(86400000) };
cyclic.self = cyclic;
const cc = structuredClone(cyclic);
console.log(cc.self === cc, cc.when.toISOString());
for (const bad of [Promise.resolve(), new WeakMap(), { nested: new WeakSet() }]) {
  try { structuredClone(bad); } catch (err) { console.log((err as Error).name, (err as Error).message); }
}
