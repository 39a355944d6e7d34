// Unicode escapes, code point escapes, astral characters in strings and JSON output.
const s = "\u00e9\u{1F4A9}\x41\0\v\f";
console.log(s.length, JSON.stringify(s), [...s].map((c) => c.codePointAt(0)));
console.log("\u{10FFFF}".length, "\u{10FFFF}".codePointAt(0), "Ω≈ç√∫".length, "日本語".split(""), "😀".toUpperCase());
