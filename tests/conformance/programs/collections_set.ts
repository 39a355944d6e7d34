// Set, WeakMap and WeakSet: order, uniqueness, set operations written by hand, errors.
const s = new Set([3, 1, 3, 2, 1, "1", NaN, NaN, 0, -0]);
console.log(s, s.size, [...s], s.has(NaN), s.has(-0), s.has("3"));
console.log(s.add(4) === s, s.delete(3), s.delete(3), s.size);
console.log([...s.keys()], [...s.values()], [...s.entries()], s.keys === s.values);
for (const v of new Set("hello")) console.log("char", v);
new Set(["a", "b"]).forEach((v, k, set) => console.log(v, k, set.size));

const a = new Set([1, 2, 3, 4]);
const b = new Set([3, 4, 5]);
const union = new Set([...a, ...b]);
const inter = new Set([...a].filter((x) => b.has(x)));
const diff = new Set([...a].filter((x) => !b.has(x)));
console.log(union, inter, diff);
const dedup = [...new Set(["x", "y", "x", "z", "y"])];
console.log(dedup, Array.from(new Set([5, 5, 6])));

// adding during forEach visits the new values; deleting skips
const grow = new Set([1]);
grow.forEach((v) => { if (v < 5) grow.add(v + 1); });
console.log([...grow]);
const shrink = new Set([1, 2, 3]);
const seen: number[] = [];
for (const v of shrink) { seen.push(v); shrink.delete(2); }
console.log(seen);
shrink.clear();
console.log(shrink, shrink.size);

const objs = new Set<object>();
const o = { id: 1 };
objs.add(o).add(o).add({ id: 1 });
console.log(objs.size, objs);

const wm = new WeakMap<object, number>();
const key = {};
console.log(wm.set(key, 42) === wm, wm.get(key), wm.has(key), wm.has({}), wm.get({}));
console.log(wm.delete(key), wm.has(key), wm);
const ws = new WeakSet<object>([key]);
console.log(ws.has(key), ws.add({}) === ws, ws.delete(key), ws.has(key), ws);
const wm2 = new WeakMap([[key, "v"]]);
console.log(wm2.get(key));
for (const bad of [1, "s", null, undefined]) {
  try { wm.set(bad as any, 1); } catch (e) { console.log((e as Error).name + ": " + (e as Error).message); }
  try { ws.add(bad as any); } catch (e) { console.log((e as Error).name + ": " + (e as Error).message); }
}
console.log(wm.get(1 as any), wm.has(1 as any), wm.delete(1 as any));
try { (Set as any)(); } catch (e) { console.log((e as Error).message); }
try { Set.prototype.add.call(new Map(), 1); } catch (e) { console.log((e as Error).message); }
console.log(s.entries(), new Set([[1, 2], { a: new Set([1]) }]));
console.log(typeof Set, Set.name, Set.length, Map.length, Object.prototype.toString.call(new Set()));
