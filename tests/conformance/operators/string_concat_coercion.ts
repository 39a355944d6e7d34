// + with mixed operands: ToPrimitive order (valueOf then toString), Date-free hints, arrays, objects.
const v = { valueOf() { return 42; }, toString() { return "str"; } };
const t = { toString() { return "only"; } };
console.log(v + 1, `${v}`, v + "", String(v), [v] + "", t + 1, 1 + [2, 3], [] + [], [] + {}, ({}) + "");
console.log(null + "x", undefined + "x", null + 1, undefined + 1, true + true, "5" - - "2", [] == "" , [0] == false);
const bad = { valueOf() { return {}; }, toString() { return {}; } };
try { console.log(bad + 1); } catch (e) { console.log((e as Error).name, (e as Error).message); }
