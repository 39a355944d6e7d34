// delete with optional chains, optional chaining with ?? and in templates.
const o: any = { a: { b: 1 } };
console.log(delete o?.a?.b, o, delete o.x?.y, delete (null as any)?.z);
const cfg: any = { timeout: 0, name: null };
console.log(cfg.timeout ?? 30, cfg.timeout || 30, cfg.name ?? "unnamed", cfg.deep?.x ?? "no deep");
console.log(`${cfg.missing?.thing}`, [cfg?.a, cfg?.timeout]);
