// Canonical numeric strings only count as integer keys; large and negative numbers stay strings in order.
const o: any = {};
for (const k of ["b", "1e3", "1000", "-0", "0", "4294967296", "2", "1.0", "a", "007", "3"]) o[k] = k;
console.log(Object.keys(o));
