// Optional calls: method?.(), fn?.(), this binding preserved, non-function throws.
const obj: any = {
  v: 42,
  get() { return this.v; },
  nested: { fn() { return this === obj.nested; } },
};
console.log(obj.get?.(), obj.missing?.(), obj.nested?.fn?.(), obj?.get(), (obj.nope as any)?.());
const fns: any = { list: [() => "first"] };
console.log(fns.list?.[0]?.(), fns.list?.[5]?.());
try { obj.v?.(); } catch (e) { console.log((e as Error).message); }
try { obj.nope.call(); } catch (e) { console.log((e as Error).message); }
const maybe: ((x: number) => number) | undefined = Math.random() > 2 ? (x) => x : undefined;
console.log(maybe?.(1));
