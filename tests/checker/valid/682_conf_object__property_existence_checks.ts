// Different ways of checking property existence: in, hasOwn, !== undefined, optional chaining.
const o: any = Object.assign(Object.create({ inherited: 1 }), { own: undefined, zero: 0 });
const checks = ["own", "zero", "inherited", "missing", "toString"].map((k) => [k, k in o, Object.hasOwn(o, k), o[k] !== undefined, Boolean(o[k])]);
console.log(checks);
