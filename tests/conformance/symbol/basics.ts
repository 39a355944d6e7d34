const a = Symbol("foo");
const b = Symbol();
console.log(typeof a, a.toString(), String(b), a.description, b.description);
console.log(a === a, a === Symbol("foo"), Symbol.for("x") === Symbol.for("x"), Symbol.keyFor(Symbol.for("x")), Symbol.keyFor(a));
const o: any = { x: 1, [a]: 2 };
o[b] = 3;
console.log(o[a], o[b], a in o, Object.keys(o), JSON.stringify(o), Object.getOwnPropertySymbols(o).length);
console.log(o);
console.log(a, [a], { k: a });
try { "" + (a as any); } catch (e) { console.log((e as Error).message); }
try { +(a as any); } catch (e) { console.log((e as Error).message); }
try { `${a as any}`; } catch (e) { console.log((e as Error).message); }
try { new (Symbol as any)(); } catch (e) { console.log((e as Error).message); }
class R { *[Symbol.iterator]() { yield 1; yield 2; } }
console.log([...new R()], Array.from(new R()));
const it = { i: 0, [Symbol.iterator]() { return this; }, next() { return this.i < 3 ? { value: this.i++, done: false } : { value: undefined, done: true }; } };
for (const v of it) console.log(v);
const [p, q] = new R();
console.log(p, q, new Set(new R()), new Map([[1, 2]]));
console.log(Symbol.iterator, typeof Symbol.iterator, Symbol.iterator.toString());
const tp = { [Symbol.toPrimitive](h: string) { return h === "number" ? 42 : "str:" + h; } };
console.log(+tp, `${tp}`, (tp as any) + "");
class Even { static [Symbol.hasInstance](n: number) { return n % 2 === 0; } }
console.log(2 instanceof (Even as any), 3 instanceof (Even as any));
console.log(Object.prototype.toString.call({ [Symbol.toStringTag]: "Zed" }));
console.log(Object.assign({}, o), { ...o });
