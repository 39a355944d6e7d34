// #private methods and accessors, static private methods.
class Temp {
  #c = 0;
  #check(v: number) { if (v < -273.15) throw new RangeError("below absolute zero"); return v; }
  get #f() { return this.#c * 9 / 5 + 32; }
  set #f(v: number) { this.#c = (v - 32) * 5 / 9; }
  static #make(c: number) { const t = new Temp(); t.set(c); return t; }
  set(c: number) { this.#c = this.#check(c); return this; }
  fahrenheit() { return this.#f; }
  setF(v: number) { this.#f = v; return this.#c; }
  static of(c: number) { return Temp.#make(c); }
}
const t = Temp.of(100);
console.log(t.fahrenheit(), t.setF(212), t.setF(-40), t);
try { t.set(-300); } catch (e) { console.log((e as Error).name, (e as Error).message); }
