// String iteration by code points: surrogate pairs, lone surrogates, combining marks.
const s = "a😀b\u0301\ud800c";
const parts: string[] = [];
for (const ch of s) parts.push(`${ch.length}:${ch.codePointAt(0)!.toString(16)}`);
console.log(parts.join(" "), s.length, [...s].length, Array.from(s).length);
console.log([..."👨‍👩‍👧"].length, "👨‍👩‍👧".length, [..."" ]);
