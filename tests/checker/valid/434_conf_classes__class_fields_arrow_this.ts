// Arrow function fields keep this when passed as callbacks; methods lose it.
class Counter {
  count = 0;
  inc = () => { this.count++; return this.count; };
  incMethod() { return ++(this as any).count; }
}
const c = new Counter();
[1, 2, 3].forEach(c.inc);
console.log(c.count);
try { [1].forEach(c.incMethod); } catch (e) { console.log((e as Error).name, (e as Error).message); }
