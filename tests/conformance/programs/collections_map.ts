// Map: insertion order, SameValueZero keys, methods, iteration and mutation during iteration.
const m = new Map<any, any>([["a", 1], ["b", { x: 1 }]]);
console.log(m, m.size, new Map(), new Map(null as any), new Map(undefined));
console.log(m.get("a"), m.get("zz"), m.has("b"), m.has("B"));
console.log(m.set("c", 3) === m, m.size);
m.set("a", 10); // overwriting keeps the position
console.log([...m.keys()], [...m.values()], [...m.entries()]);

// SameValueZero: NaN equals NaN, -0 is +0, objects by identity, strings by content
const k = new Map<any, string>();
k.set(NaN, "nan").set(-0, "zero").set("1", "string one").set(1, "number one");
const o1 = {}, o2 = {};
k.set(o1, "o1").set(o2, "o2");
console.log(k.get(NaN), k.get(0), k.get(+0), k.get(-0), k.get("1"), k.get(1), k.get(o1), k.get(o2), k.get({}));
console.log([...k.keys()], 1 / [...k.keys()][1]);
const built = "ab" + "c";
k.set(built, "built");
console.log(k.get("abc"), k.has("ab"), k.size);
console.log(k.delete(NaN), k.delete(NaN), k.size, k.has(NaN));

for (const [key, value] of m) console.log("for-of", key, value);
m.forEach(function (this: any, v, key, map) {
  console.log("forEach", key, v, map === m, this.tag);
}, { tag: "T" });

// deleting entries not reached yet skips them; added entries are visited
const live = new Map([[1, "a"], [2, "b"], [3, "c"], [4, "d"]]);
const visited: number[] = [];
for (const [key] of live) {
  visited.push(key);
  if (key === 1) { live.delete(2); live.set(5, "e"); }
  if (key === 3) live.delete(3);
}
console.log(visited, [...live.keys()]);

// an iterator keeps working across clear() and sees later additions
const c = new Map([["x", 1], ["y", 2]]);
const it = c.keys();
console.log(it.next());
c.clear();
c.set("z", 3);
console.log(it.next(), it.next(), c.size);
const done = c.values();
console.log(done.next(), done.next());
c.set("w", 4);
console.log(done.next());

// many deletions (the table compacts) while an iterator is in the middle
const big = new Map<number, number>();
for (let i = 0; i < 1000; i++) big.set(i, i * i);
const bi = big.entries();
for (let i = 0; i < 10; i++) bi.next();
for (let i = 0; i < 990; i++) if (i % 3 !== 0) big.delete(i);
let rest = 0, sum = 0;
for (const [key, v] of bi) { rest++; sum += key; }
console.log(big.size, rest, sum, big.get(999), big.get(998));

console.log(Array.from(m), Array.from(m.keys()), [...new Map([[1, 2]])]);
console.log(new Map(Object.entries({ p: 1, q: 2 })), Object.fromEntries(new Map([["r", 1]])));
console.log(JSON.stringify(new Map([[1, 2]])), String(m), Object.prototype.toString.call(m));
console.log(m.entries(), m.keys(), m.values(), [m.keys()]);
const mi = m.entries(); mi.next(); console.log(mi);

for (const bad of [5, {}, [1], "ab"]) {
  try { new Map(bad as any); } catch (e) { console.log((e as Error).name + ": " + (e as Error).message); }
}
try { (Map as any)(); } catch (e) { console.log((e as Error).message); }
try { Map.prototype.get.call({}, 1); } catch (e) { console.log((e as Error).message); }
try { m.forEach(3 as any); } catch (e) { console.log((e as Error).message); }
console.log(new Map([[new Map([[1, new Map()]]), new Set([1])]]));
