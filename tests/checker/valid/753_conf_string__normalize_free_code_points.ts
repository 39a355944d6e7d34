// codePointAt, fromCodePoint and iteration agree on astral characters.
const s = "a𝒳b🎉";
const cps = [...s].map((c) => c.codePointAt(0)!);
console.log(cps, String.fromCodePoint(...cps) === s, s.length, cps.length);
console.log(cps.map((c) => c.toString(16).padStart(6, "0")).join(" "), s.codePointAt(2), s.charCodeAt(2));
