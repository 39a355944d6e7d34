// An object literal's computed key is converted (toString / valueOf / Symbol.toPrimitive)
// before its value is evaluated.
let value = "bad";
const key = { toString() { value = "ok"; return "p"; } };
const obj: any = { [key as any]: value };
console.log(obj.p);

const log: string[] = [];
const k2 = { [Symbol.toPrimitive]() { log.push("key"); return "q"; } };
const o2: any = { [k2 as any]: (log.push("value"), 1), get [(log.push("getter key"), "g")]() { return 2; } };
console.log(log.join(", "), o2.q, o2.g);

const sym = Symbol("s");
const o3: any = { [sym]: "symbol", [1 + 1]: "two", ["lit"]: "literal" };
console.log(o3[sym], o3[2], o3.lit);
