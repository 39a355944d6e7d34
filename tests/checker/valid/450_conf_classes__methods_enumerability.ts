// Class methods are non-enumerable, object literal methods enumerable; for-in over instances.
class C { a = 1; m() {} static s() {} }
const c = new C();
const keys: string[] = [];
for (const k in c) keys.push(k);
console.log(keys, Object.keys(C.prototype), Object.getOwnPropertyNames(C.prototype));
console.log(Object.getOwnPropertyDescriptor(C.prototype, "m")!.enumerable, Object.getOwnPropertyDescriptor(C, "s")!.enumerable);
const lit = { a: 1, m() {} };
const lk: string[] = [];
for (const k in lit) lk.push(k);
console.log(lk, lit);
