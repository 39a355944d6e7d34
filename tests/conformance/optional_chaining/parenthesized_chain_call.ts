// A parenthesized optional chain that ends in a property access is still a reference: calling
// it passes the object as `this` ((a?.b)() is a.b() when a is not nullish).
const a = {
  name: "a",
  b() { return this === a ? "this is a" : "this is " + String(this); },
  inner: { c() { return (this as any).tag; }, tag: "inner" },
};
console.log((a?.b)(), a?.b(), (a.b)?.(), (a?.b)?.());
console.log((a?.inner.c)(), (a?.["inner"]?.c)());
const none: typeof a | undefined = undefined as any;
try { (none?.b)(); } catch (e) { console.log(String(e)); }
console.log((none?.b)?.());
