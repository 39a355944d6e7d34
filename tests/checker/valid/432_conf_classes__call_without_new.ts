// Calling a class constructor without new, and calling methods on wrong receivers.
class K { m() { return this; } }
try { (K as any)(); } catch (e) { console.log((e as Error).name, (e as Error).message); }
const m = new K().m;
console.log(m());
const bound = new K().m.bind(42 as any);
console.log(bound());
class Arrow { v = 5; get = () => this.v; }
const g = new Arrow().get;
console.log(g());
