// Template literals that accumulate: long first parts, objects' toString, wide text, a throwing
// toString leaving the old string, and two templates extending the same string.
const o = { toString() { return "Ω" + "x".repeat(300); } };
let s = "a".repeat(300);
s = `${s}${o}${1.5}${null}${undefined}${[1, 2]}`;
console.log(s.length, s.slice(295, 310));
let w = "é".repeat(300);
for (let i = 0; i < 3; i++) w = `${w}—${i}`;
console.log(w.length, w.slice(-8));
const bad = { toString() { throw new Error("nope"); } };
try { s = `${s}${bad}`; } catch (e) { console.log((e as Error).message, s.length); }
let t = "q".repeat(300); const t2 = `${t}A`; const t3 = `${t}B`; console.log(t2.slice(-2), t3.slice(-2), t.length);
let acc = ""; for (let i = 0; i < 2000; i++) acc = `${acc}${i % 7}`; console.log(acc.length, acc.slice(0, 10), acc.slice(-10));
