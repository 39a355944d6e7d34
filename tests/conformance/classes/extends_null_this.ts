// A class extending null is derived: `this` is unbound in its constructor (a ReferenceError
// when read), unless the constructor returns an object of its own.
class N extends (null as any) {
  constructor() {
    try { (() => this)(); } catch (e) { console.log("this:", String(e)); }
  }
}
try { new N(); } catch (e) { console.log("new:", String(e)); }

class R extends (null as any) {
  constructor() {
    return Object.create(R.prototype);
  }
  hello() { return "hello"; }
}
const r = new R();
console.log(r.hello(), r instanceof R, Object.getPrototypeOf(R.prototype));
