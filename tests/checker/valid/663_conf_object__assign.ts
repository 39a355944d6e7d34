// Object.assign: order, getters invoked, setters on target called, null sources skipped, strings.
const target: any = { set s(v: number) { this.log = (this.log ?? "") + v; } };
const src = { get g() { return "gv"; }, s: 5, n: null };
const r = Object.assign(target, src, null, undefined, "hi", [9], { s: 6 });
console.log(r === target, target, Object.keys(target));
console.log(Object.assign({}, { a: 1 }, { a: 2, b: 3 }), Object.assign([1, 2, 3], [4, 5]));
try { Object.assign(Object.freeze({ x: 1 }), { x: 2 }); } catch (e) { console.log((e as Error).message); }
try { Object.assign(null as any, {}); } catch (e) { console.log((e as Error).message); }
console.log(typeof Object.assign(5 as any, { a: 1 }), Object.assign(5 as any, { a: 1 }).a);
