// Object.prototype.toString on every kind of value.
const ts = Object.prototype.toString;
const vals: unknown[] = [undefined, null, 1, "s", true, {}, [], () => 1, /r/, new Error("e"), new Map(), new Set(), new WeakMap(), Math, JSON, Promise.resolve(), new (class X {})()];
console.log(vals.map((v) => ts.call(v)).join("\n"));
console.log(String({}), `${{ toString: undefined, valueOf: () => 7 } as any}`, ({}).toString(), [1, [2, 3]].toString());
