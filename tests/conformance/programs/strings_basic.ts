// String length, indexing and the basic string methods of the slice.
const s = "Hello, World";
console.log(s.length, s[0], s[7], s[s.length - 1], s[99]);
console.log(s.toUpperCase(), s.toLowerCase());
console.log(s.slice(0, 5), s.slice(7), s.slice(-5), s.slice(-5, -2), s.slice(5, 2));
console.log(s.indexOf("o"), s.indexOf("World"), s.indexOf("xyz"), s.indexOf(""));
console.log(s.includes("World"), s.includes("world"), s.includes(""));
console.log(s.split(", "), s.split(""), s.split("o"), s.split("zzz"));
console.log("a,b,,c".split(","), "".split(","), "abc".split(""));
console.log("[" + "  padded \t\n".trim() + "]", "[" + "   ".trim() + "]");
console.log("abc" + "def", "x".length, "".length);
console.log("caf\u00e9".length, "caf\u00e9".toUpperCase());
console.log("line1\nline2");
console.log("tab\there", "quote\"s", 'single\'s', `back\`tick`);
console.log("\\backslash\\");
const words = "the quick brown fox".split(" ");
console.log(words.length, words[2].toUpperCase());
