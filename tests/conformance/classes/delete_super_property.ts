// delete super.x / delete super[k]: always a ReferenceError (after `this` is checked and the
// key expression is evaluated, but before the key is converted).
class A { m() { return 1; } }
class B extends A {
  constructor(early: boolean) {
    if (early) {
      try { delete (super.m as any); } catch (e) { console.log("early:", String(e)); }
    }
    super();
    try { delete (super.m as any); } catch (e) { console.log("member:", String(e)); }
    let evaluated = 0;
    const key = { toString() { console.log("converted"); return "m"; } };
    try { delete (super[(evaluated++, key) as any] as any); } catch (e) { console.log("index:", String(e), evaluated); }
    console.log(typeof A.prototype.m);
  }
}
new B(false);
try { new B(true); } catch (e) { console.log("after:", String(e)); }

const obj = {
  m() {
    try { delete (super.x as any); } catch (e) { console.log("object:", String(e)); }
  },
};
obj.m();
Object.setPrototypeOf(obj, null);
obj.m();

// a key expression that runs code after `this` is known to be bound
class K extends A {
  constructor() {
    super();
    let n = 0;
    try { delete (super[(n++, "m")] as any); } catch (e) { console.log("bound:", String(e), n); }
  }
}
new K();
