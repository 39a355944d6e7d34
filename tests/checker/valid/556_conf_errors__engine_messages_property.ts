// Engine TypeErrors for property access on null/undefined, with node's messages.
const cases: (() => unknown)[] = [
  () => (undefined as any).x,
  () => (null as any).x,
  () => (undefined as any)[0],
  () => (null as any)["key"],
  () => { const o: any = {}; return o.a.b; },
  () => { const o: any = { a: null }; return o.a.b.c; },
  () => { (undefined as any).x = 1; },
  () => { (null as any)[5] = 1; },
  () => { const arr: any[] = []; return arr[0].name; },
];
for (const c of cases) {
  try { c(); } catch (e) { console.log((e as Error).constructor.name + ": " + (e as Error).message); }
}
