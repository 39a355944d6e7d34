// Map/Set keys compare BigInts by value (SameValueZero); ++ and -- keep BigInts.
const m = new Map<bigint, string>([[1n, "one"], [2n ** 64n, "big"]]);
console.log(m.get(1n), m.get(2n ** 64n), m.has(1 as any), m.get(-0n), m.size);
m.set(1n, "uno");
console.log(m, new Set([1n, 1n, 2n, -2n, 2n ** 70n, 2n ** 70n]));
const o: Record<string, number> = {};
o[10n as any] = 1;
console.log(o, Object.keys(o), (o as any)[10n as any]);
let i = 0n;
console.log(i++, i, ++i, i--, i, --i, i);
const obj = { c: 5n };
obj.c++;
++obj.c;
console.log(obj.c);
let s = 0n;
for (let k = 0n; k < 100n; k++) s += k * k;
console.log(s);
console.log([1n, 2n, 3n].map((x) => x * 2n), [5n, 1n].reduce((a, b) => a + b, 0n));
console.log(structuredClone(12n), structuredClone([1n, { x: -2n }]));
