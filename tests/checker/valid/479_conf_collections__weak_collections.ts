// WeakMap/WeakSet: object keys only, get/set/has/delete, invalid key errors, inspect.
const wm = new WeakMap<object, number>();
const k1 = {}, k2 = [1];
wm.set(k1, 1).set(k2, 2);
console.log(wm.get(k1), wm.has(k2), wm.delete(k2), wm.has(k2), wm.get({}), wm);
const ws = new WeakSet<object>([k1]);
console.log(ws.has(k1), ws.has(k2), ws.add(k2) === ws, ws.delete(k1), ws.has(k1), ws);
try { wm.set(1 as any, 1); } catch (e) { console.log((e as Error).name, (e as Error).message); }
try { ws.add("s" as any); } catch (e) { console.log((e as Error).name, (e as Error).message); }
console.log(wm.get(1 as any), wm.has(null as any), ws.has(5 as any), wm.delete("x" as any));
