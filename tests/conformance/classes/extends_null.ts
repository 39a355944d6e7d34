// A class extending null: node's TypeError names the class (not a ReferenceError).
const P: any = null;
try { class B extends P { x = 1 } new B(); } catch (e) { console.log(String(e)); }
try { class C extends P { } new C(); } catch (e) { console.log(String(e)); }
try { class D extends P { constructor() { super(); } } new D(); } catch (e) { console.log(String(e)); }
