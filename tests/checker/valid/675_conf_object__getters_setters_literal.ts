// Object literal getters and setters: enumerability, inspect, defineProperty interplay, JSON.
const temp = {
  _c: 25,
  get f() { return this._c * 9 / 5 + 32; },
  set f(v: number) { this._c = (v - 32) * 5 / 9; },
  get only() { return "ro"; },
  set wo(v: string) { this._c = Number(v); },
};
console.log(temp.f, (temp.f = 212, temp._c), temp, JSON.stringify(temp));
try { (temp as any).only = "x"; } catch (e) { console.log((e as Error).message); }
console.log((temp as any).wo, Object.keys(temp), Object.getOwnPropertyDescriptor(temp, "wo")!.get);
const counter = { n: 0, get next() { return ++this.n; } };
console.log(counter.next, counter.next, { ...counter }, counter.n);
