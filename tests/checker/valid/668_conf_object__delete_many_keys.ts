// Deleting many keys from large objects: order of the rest, re-adding, lookups after holes,
// for-in / keys / entries / JSON / inspect / freeze, and interleaved adds and deletes.
const o: Record<string, number> = {};
for (let i = 0; i < 200; i++) o["k" + i] = i;
for (let i = 0; i < 200; i += 3) delete o["k" + i];
console.log(Object.keys(o).length, Object.keys(o).slice(0, 6).join(","), o.k1, o.k3, "k3" in o);
o.k3 = 333; // re-added: goes last
console.log(Object.keys(o).slice(-3).join(","), o.k3);

// delete almost everything, then add again
for (let i = 0; i < 200; i++) if (i % 50 !== 7) delete o["k" + i];
console.log(JSON.stringify(o));
for (let i = 0; i < 5; i++) o["n" + i] = i;
console.log(o);
let forIn = "";
for (const k in o) forIn += k + " ";
console.log(forIn.trim());
console.log(Object.entries(o).map(([k, v]) => k + "=" + v).join(" "));

// interleaved churn keeps every live key reachable
const live = new Set<string>();
const bag: Record<string, number> = {};
for (let i = 0; i < 3000; i++) {
  const k = "x" + ((i * 7919) % 1000);
  if (i % 4 === 3 && k in bag) {
    delete bag[k];
    live.delete(k);
  } else {
    bag[k] = i;
    live.add(k);
  }
}
let same = Object.keys(bag).length === live.size;
for (const k of live) same = same && k in bag;
console.log(live.size, same, Object.keys(bag).slice(0, 5));

// numeric-looking keys still come first, in ascending order
const m: Record<string, string> = {};
for (let i = 40; i >= 0; i--) m[String(i)] = "v" + i;
m.b = "b";
m.a = "a";
for (let i = 0; i <= 40; i += 2) delete m[String(i)];
delete m.b;
console.log(Object.keys(m).join(" "));

// a frozen object after deletes: keys and values stay, nothing can be added or removed
const f: Record<string, number> = {};
for (let i = 0; i < 40; i++) f["f" + i] = i;
for (let i = 0; i < 40; i += 2) delete f["f" + i];
Object.freeze(f);
let refused = "";
try {
  delete f.f1;
} catch (e) {
  refused = (e as Error).constructor.name;
}
console.log(Object.isFrozen(f), Object.keys(f).length, refused, f.f1);

// globals: a deleted global property is gone
(globalThis as any).tmpA = 1;
(globalThis as any).tmpB = 2;
delete (globalThis as any).tmpA;
console.log(typeof (globalThis as any).tmpA, (globalThis as any).tmpB);

// an object that shrank by deletes still finds the keys added afterwards
const s: Record<string, number> = {};
for (let i = 0; i < 20; i++) s["k" + i] = i;
for (let i = 0; i < 19; i++) delete s["k" + i];
s.z = 1;
s.y = 2;
console.log(s.z, s.y, s.k19, s);
