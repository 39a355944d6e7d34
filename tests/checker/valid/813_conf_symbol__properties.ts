// Symbol-keyed properties through every object operation, and node's inspect of them.
const s = Symbol("s");
const hidden = Symbol("hidden");
const o: any = { a: 1 };
Object.defineProperty(o, s, { value: 42, enumerable: true, writable: false, configurable: true });
Object.defineProperty(o, hidden, { value: "h", enumerable: false });
console.log(o[s], o[hidden], Object.getOwnPropertyDescriptor(o, s), Object.getOwnPropertyDescriptor(o, hidden));
console.log(o.hasOwnProperty(s), Object.hasOwn(o, hidden), s in o, Reflect.has(o, hidden));
console.log(Reflect.ownKeys(o), Object.getOwnPropertySymbols(o), Object.getOwnPropertyNames(o));
console.log(o, Object.keys(o), Object.entries(o), JSON.stringify(o));
const keys: string[] = [];
for (const k in o) keys.push(k);
console.log(keys);
console.log(delete o[s], o[s], Object.getOwnPropertySymbols(o).length);
const copy = { ...{ [s]: 1, b: 2 } };
console.log(copy, Object.assign({}, { [s]: "assigned" }));
console.log(o.propertyIsEnumerable(hidden), Reflect.get(o, hidden), Reflect.set(o, s, 7), o[s]);
class Tagged { get [Symbol.toStringTag]() { return "Tagged"; } }
console.log(String(new Tagged()), Object.prototype.toString.call(new Tagged()), new Tagged());
const sym2 = Symbol("with\nnewline");
console.log(sym2, [sym2], { [sym2]: sym2 });
console.log(Symbol.for("app").description, Symbol.keyFor(Symbol.iterator), Symbol("").description, Symbol().toString());
console.log(Object(s) instanceof Symbol, typeof Object(s), Object(s).description, Object(s).valueOf() === s);
console.log([Symbol.iterator, Symbol.asyncIterator, Symbol.hasInstance, Symbol.toPrimitive, Symbol.toStringTag, Symbol.isConcatSpreadable].map(String));
try { Symbol.keyFor("x" as any); } catch (e) { console.log((e as Error).message); }
try { (s as any) * 2; } catch (e) { console.log((e as Error).message); }
try { [s].join(); } catch (e) { console.log((e as Error).message); }
console.log(s == s, (s as any) == "Symbol(s)", !!s, [s].length, new Map([[s, 1]]).get(s), new Set([s, s]).size);
const m = { [Symbol.toPrimitive]: (hint: string) => (hint === "number" ? 1 : hint) };
console.log(+m, `${m}`, (m as any) + 1, (m as any) * 3);
console.log(Symbol.prototype[Symbol.toStringTag], typeof Symbol.prototype[Symbol.toPrimitive]);
