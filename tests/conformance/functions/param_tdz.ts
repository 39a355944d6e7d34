// A default that reads its own or a later parameter meets it in its temporal dead zone.
const show = (f: () => unknown) => { try { console.log(f()); } catch (e) { console.log(`${(e as Error).name}: ${(e as Error).message}`); } };
function later(a: any = b, b = 1) { return [a, b]; }
function self(a: any = a) { return a; }
function earlier(a = 1, b = a + 1, c = () => a + b) { return [a, b, c()]; }
function closure(f = () => x, x = 5) { return f(); }
show(() => later());
show(() => later(7));
show(() => self());
show(() => self(3));
show(() => earlier());
show(() => earlier(10));
show(() => closure());
const arrow = (p = q, q = 2) => p + q;
show(() => arrow());
show(() => arrow(1));
class K { m(x: any = y, y = 0) { return x; } }
show(() => new K().m());
show(() => new K().m(4));
