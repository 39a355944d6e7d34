class Temp<T> {
  #c = 0;
  private items: T[] = [];
  get celsius(): number { return this.#c; }
  set celsius(v: number | string) { this.#c = Number(v); }
  get list(): readonly T[] { return this.items; }
  set list(v: Iterable<T>) { this.items = [...v]; }
  static #def = 1;
  static get def(): number { return Temp.#def; }
  static set def(v: number | `${number}`) { Temp.#def = Number(v); }
}
const t = new Temp<string>();
t.celsius = "30";
t.celsius = t.celsius + 1;
t.list = new Set(["a"]);
t.list = ["b"];
const first: string | undefined = t.list[0];
Temp.def = "2";
Temp.def = 3;
console.log(t.celsius.toFixed(1), first, Temp.def);
interface Store { get value(): string; set value(v: string | number | null) }
function bump(s: Store) { s.value = null; s.value = 1; return s.value.toUpperCase(); }
type Rec = { get n(): number; set n(v: number | boolean) };
const r: Rec = { get n(): number { return 1; }, set n(v: number | boolean) { console.log(v); } };
r.n = true;
class Sub extends Temp<number> { get celsius(): number { return super.celsius * 2; } set celsius(v: number | string) { super.celsius = v; } }
const s = new Sub();
s.celsius = "1";
async function load(x: Temp<number>) { x.celsius = await Promise.resolve("5"); return x.celsius; }
const apply = (o: Temp<number>, vs: string[]) => vs.forEach((v) => { o.celsius = v; });
console.log(bump, r.n, s.celsius, load, apply);
class Lazy {
  private _v?: number;
  get v(): number { return this._v ?? 0; }
  set v(x: number | undefined) { this._v = x; }
}
const lz = new Lazy();
lz.v = undefined;
const num: number = lz.v;
console.log(num);
class Box2 {
  private _v = 0;
  get value(): number { return this._v; }
  set value(v: number | string) { this._v = typeof v === "string" ? parseInt(v, 10) : v; }
}
const b2 = new Box2();
b2.value = "12";
b2.value = 3;
const n2: number = b2.value;
console.log(n2 + 1);
interface Sized { get size(): number; set size(v: number | string); }
const sz: Sized = { get size(): number { return 1; }, set size(v: number | string) {} };
sz.size = "2";
console.log(sz.size.toFixed(1));
const ob = { _x: 1, get x(): number { return this._x; }, set x(v: number | string) { this._x = Number(v); } };
ob.x = "5";
console.log(ob.x.toFixed());
