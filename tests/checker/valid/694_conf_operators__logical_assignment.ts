// ??=, ||= and &&= assign only when needed and short-circuit the right side.
let calls = 0;
const rhs = (v: unknown) => { calls++; return v; };
let a: any = null, b: any = 0, c: any = "x", d: any = undefined, e: any = false;
a ??= rhs("A"); b ??= rhs("B"); b ||= rhs("B2"); c &&= rhs("C"); d &&= rhs("D"); e ||= rhs(NaN);
console.log(a, b, c, d, e, calls);
const o: any = { n: 0, s: "", list: null };
o.n ??= 5; o.s ||= "empty"; o.list ??= []; o.list.push(1); o.missing &&= 3; o["k" + 1] ??= "computed";
console.log(o);
const frozen = Object.freeze({ v: 1 });
(frozen as any).v ||= 2;
console.log(frozen.v);
try { (frozen as any).v &&= 2; } catch (err) { console.log((err as Error).message); }
