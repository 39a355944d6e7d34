const a = ((v) => v * 2)(5);
const b = ((s, n) => s.repeat(n))("ab", 2);
const c = (function (x) { return x.length; })([1, 2]);
const d = ((...xs) => xs.length)(1, "a");
const e = ((flag) => !flag)(true);
(async (u) => console.log(u.toFixed(1)))(3);
const f = ((o) => o.k)({ k: "v" });
const wrong: number = b;
console.log(a, c, d, e, wrong);
