// Engine TypeErrors for calling non-functions, with node's rendering of the callee.
const o: any = { n: 1, inner: { s: "x" } };
const cases: (() => unknown)[] = [
  () => o.missing(),
  () => o.n(),
  () => o.inner.s(),
  () => (o as any)(),
  () => { const f: any = 5; return f(); },
  () => o["computed"](),
  () => new (o.n as any)(),
  () => [1, 2].map(3 as any),
  () => o.inner.deep.call(),
];
for (const c of cases) {
  try { c(); } catch (e) { console.log((e as Error).name + ": " + (e as Error).message); }
}
