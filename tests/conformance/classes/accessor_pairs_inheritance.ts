// Getter in the parent with setter in the child shadows; setters returning values; chained setters.
class Base { #v = 1; get v() { return this.#v; } set v(x) { this.#v = x * 10; } }
class OnlyGet extends Base { get v() { return 99; } }
const o = new OnlyGet();
try { o.v = 5; } catch (e) { console.log((e as Error).message); }
console.log(o.v);
const b = new Base();
console.log((b.v = 3), b.v);
const obj = { _x: 0, set x(v: number) { this._x = v; }, get y() { return this._x + 1; } };
obj.x = 41;
console.log(obj.y, obj, (obj as any).x);
