const a = 1n;
let b = 2n;
b = 3n;
const c: bigint = a + b;
const d: 1n | 2n = 1n;
const e = 0x10n;
const f: 16n = e;
let g = a * 2n;
g -= 1n;
const h = -a;
if (a) { console.log(typeof a); }
const arr = [1n, 2n];
const m = new Map<string, bigint>([["x", 1n]]);
function k(x: bigint) { return x === 1n ? "one" : x.toString(); }
const big = 123456789012345678901234567890n;
const s: string = `${big}`;
const z = 0n;
if (!z) console.log(z);
const t1: 7n = 7n;
const units: 1n | 1000n = Math.random() > 0.5 ? 1n : 1000n;
function scale(x: bigint, unit: 1n | 1000n): bigint { return x * unit; }
console.log(scale(b, units), c, d, f, g, h, arr, m, k(1n), s);
