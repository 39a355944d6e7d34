// padStart/padEnd with long, empty and multi-char fillers; trim family with unicode whitespace.
console.log("5".padStart(3, "0"), "abc".padStart(2), "x".padEnd(5, "ab"), "x".padStart(4, ""), "7".padStart(4), "12".padEnd(6, "123456789"));
console.log(JSON.stringify(["  a  ".trim(), "  a  ".trimStart(), "  a  ".trimEnd(), "\t\n\u00a0\ufeffx\u2028\u3000".trim(), "\u200bz".trim()]));
console.log("ab".padStart(5, "xy").length, "".padEnd(3, "*"), "abc".padEnd(NaN as any, "x"), "a".padStart(3.9, "-"));
