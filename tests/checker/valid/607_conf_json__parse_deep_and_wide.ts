// Parsing moderately deep and wide JSON; stringify round trip keeps key order.
const deep = "[".repeat(50) + "1" + "]".repeat(50);
let v: any = JSON.parse(deep), depth = 0;
while (Array.isArray(v)) { v = v[0]; depth++; }
console.log(depth, v);
const wide = JSON.stringify(Object.fromEntries(Array.from({ length: 50 }, (_, i) => [`k${49 - i}`, i])));
const back = JSON.parse(wide);
console.log(Object.keys(back).slice(0, 3), JSON.stringify(back) === wide, wide.length);
