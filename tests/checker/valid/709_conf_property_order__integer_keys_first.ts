// Integer-like keys come first in ascending order, then strings in insertion order.
const o: any = {};
o.z = 1; o["10"] = 1; o.a = 1; o["2"] = 1; o["-1"] = 1; o["01"] = 1; o["1.5"] = 1; o["4294967294"] = 1; o["4294967295"] = 1; o[0] = 1;
console.log(Object.keys(o));
console.log(JSON.stringify(o));
const k: string[] = [];
for (const key in o) k.push(key);
console.log(k.join(","));
console.log(o);
