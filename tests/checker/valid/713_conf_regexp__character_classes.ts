// Character classes and escapes: \d \w \s \b, ranges, negation, unicode property escapes with u.
const s = "Ab3 _\t\u00e9\u00a0-";
console.log(s.match(/\d/g), s.match(/\w/g), s.match(/\s/g)!.length, s.match(/\W/g)!.length, s.match(/[^\w\s]/g));
console.log("héllo wörld".match(/\p{L}+/gu), "a1٣".match(/\p{Nd}/gu), /\p{Lu}/u.test("É"), "Ωmega".match(/[\u0370-\u03ff]/)![0]);
console.log("tab\there".split(/\s/), /[\]]/.test("]"), /[.]/.test("x"), /\./.test("."), /^[\w.+-]+@\w+\.\w{2,}$/.test("a.b+c@ex.com"));
