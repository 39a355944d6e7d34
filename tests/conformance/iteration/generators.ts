// Generators: function*, yield, yield*, next(v)/return(v)/throw(e), and generators wherever iterables go.
function* count(n: number) { for (let i = 0; i < n; i++) yield i; return "done"; }
console.log([...count(3)], Array.from(count(2)), Array.from(count(3), (x) => x * 2));
const g = count(2);
console.log(g.next(), g.next(), g.next(), g.next());
for (const x of count(2)) console.log("of", x);
function* echo(): Generator<number, string, any> { const a = yield 1; console.log("got", a); const b = yield a * 2; return b; }
const e = echo();
console.log(e.next("ignored"), e.next(21), e.next("end"), e.next());
function* inner() { yield "a"; yield "b"; }
function* outer() { yield 0; yield* inner(); yield* [1, 2]; yield* "xy"; yield* new Set([3]); }
console.log([...outer()]);
const [p, q, ...rest] = outer();
console.log(p, q, rest);
function* thrower() {
  try { yield 1; } catch (err) { console.log("caught", err); yield 2; } finally { console.log("finally"); }
}
const t = thrower();
console.log(t.next(), t.throw("boom"), t.next(), t.next());
const r = count(5);
console.log(r.next(), r.return(42), r.next());
const fresh = count(5);
console.log(fresh.return(7), fresh.next());
const unstarted = count(1);
try { unstarted.throw(new Error("before start")); } catch (err) { console.log((err as Error).message, unstarted.next()); }
class Tree {
  constructor(public items: number[]) {}
  *walk() { for (const i of this.items) yield i * 10; }
  static *range(a: number, b: number) { while (a < b) yield a++; }
}
console.log([...new Tree([1, 2]).walk()], [...Tree.range(3, 6)]);
const obj = { *pairs() { yield ["k", 1] as [string, number]; yield ["j", 2] as [string, number]; } };
console.log(new Map(obj.pairs()), new Set(count(3)), Object.fromEntries(obj.pairs()));
function* fib() { let [a, b] = [0, 1]; for (;;) { yield a; [a, b] = [b, a + b]; } }
const out: number[] = [];
for (const f of fib()) { if (f > 50) break; out.push(f); }
console.log(out);
function* bad() { yield 1; throw new Error("inside"); }
try { [...bad()]; } catch (err) { console.log((err as Error).message); }
const b2 = bad();
b2.next();
try { b2.next(); } catch (err) { console.log("then", b2.next()); }
const genExpr = function* (x: number) { yield x; yield x + 1; };
console.log([...genExpr(5)], Math.max(...count(4)));
console.log(typeof count, typeof g, Object.prototype.toString.call(g), g);
try { new (count as any)(); } catch (err) { console.log((err as Error).message); }
// parameters are evaluated at the call, the body at the first next()
function* lazy(v = (console.log("param"), 1)) { console.log("body"); yield v; }
const l = lazy();
console.log("created");
console.log(l.next());
function* selfRef(): Generator<number> { try { yield 1; } finally { console.log("cleanup"); } }
const sr = selfRef();
sr.next();
try { (function* () { const it: any = yield; it.next(); })().next(); } catch (err) { console.log("no error here"); }
function* reentrant(): Generator<number> { yield (gen as any).next(); }
const gen = reentrant();
try { gen.next(); } catch (err) { console.log((err as Error).name, (err as Error).message); }
// each function* has a prototype object its generators inherit from (no constructor property)
console.log(Object.getPrototypeOf(count(1)) === count.prototype, typeof count.prototype, Object.getOwnPropertyNames(count.prototype));
(count.prototype as any).extra = "shared";
console.log((count(1) as any).extra, count(1) instanceof count, Object.getPrototypeOf(count.prototype) === Object.getPrototypeOf(inner.prototype));
