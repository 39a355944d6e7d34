type Cfg = { db?: { primary?: { host: string; port?: number } } };
function dbPort(c: Cfg): number {
  return c.db?.primary?.port ?? 5432;
}
function dbHost(c: Cfg): string {
  return c.db?.primary?.host ?? "localhost";
}
console.log(dbPort({}), dbHost({ db: { primary: { host: "x" } } }));
