// V8's "is not iterable" messages: the source text of the iterable in for-of, declarations and spreads, the
// type otherwise, and "Spread syntax requires ..." for call arguments.
const obj: any = {}; const nul: any = null; const und: any = undefined; const num: any = 5;
const t = (f: () => unknown) => { try { f(); } catch (e) { console.log((e as Error).message); } };
const f = (...a: unknown[]) => a;
t(() => { for (const x of obj) {} });
t(() => { for (const x of nul) {} });
t(() => { for (const x of und) {} });
t(() => { for (const x of num) {} });
t(() => { const [a] = obj; });
t(() => { const [a] = nul; });
t(() => { const [a] = und; });
t(() => { let a; [a] = obj; });
t(() => [...obj]);
t(() => [...nul]);
t(() => [...und]);
t(() => [...num]);
t(() => f(...obj));
t(() => f(...nul));
t(() => f(...und));
t(() => f(...num));
t(() => { for (const x of obj.inner ?? {}) {} });
t(() => [...obj.list]);
t(() => new Map(obj));
t(() => new Set(num));
t(() => Array.from(obj.x));
t(() => { function g([a]: any) {} g(obj); });
