const y = Math.random() > 0.5 ? { a: 1 } : { b: "x" };
if ("a" in y) { console.log(y.a); }
const rows = [{ id: 1, name: "a" }, { id: 2 }];
for (const r of rows) console.log(r.name?.toUpperCase());
let mixed = [{ kind: "x", v: 1 }, { kind: "y", w: "s" }];
mixed.push({ kind: "z", v: 2, w: undefined });
const first = rows[0];
const nm: string | undefined = first.name;
const cfgs = [{ host: "a", port: 1 }, { host: "b", port: 2, tls: true }];
const t: boolean | undefined = cfgs[1].tls;
