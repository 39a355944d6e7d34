// Deep freezing recursively; frozen arrays inside frozen objects; isFrozen of nested parts.
function deepFreeze<T extends object>(o: T): T {
  for (const v of Object.values(o)) if (v && typeof v === "object") deepFreeze(v);
  return Object.freeze(o);
}
const cfg = deepFreeze({ db: { hosts: ["a", "b"], port: 5432 }, name: "app" });
console.log(Object.isFrozen(cfg.db), Object.isFrozen(cfg.db.hosts));
try { (cfg.db.hosts as any).push("c"); } catch (e) { console.log((e as Error).message); }
try { (cfg.db as any).port = 1; } catch (e) { console.log((e as Error).message); }
console.log(cfg);
