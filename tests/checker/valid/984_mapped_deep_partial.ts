type DeepPartial<T> = { [K in keyof T]?: T[K] extends object ? DeepPartial<T[K]> : T[K] };
interface Cfg { db: { host: string; port: number }; debug: boolean }
const base: Cfg = { db: { host: "h", port: 1 }, debug: false };
function apply(c: Cfg, p: DeepPartial<Cfg>): Cfg {
  return { db: { ...c.db, ...p.db }, debug: p.debug ?? c.debug };
}
console.log(apply(base, { db: { port: 5432 } }).db.port);
