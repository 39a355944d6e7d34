// UTF-16 length and indexing: surrogate halves, lone surrogates in output, well-formedness.
const s = "😀é\u0065\u0301";
console.log(s.length, s[0].length, s.slice(0, 1).charCodeAt(0).toString(16), [...s].length, s.split("").length);
console.log(JSON.stringify("\ud800"), JSON.stringify("\udc00a"), JSON.stringify("😀"), "\ud83d\ude00" === "😀");
console.log("ab😀".split("").reverse().join("") === [..."ab😀"].reverse().join(""), [..."ab😀"].reverse().join(""));
console.log("😀".codePointAt(0), "😀".codePointAt(1), "😀".charCodeAt(0), encodeURIComponent("😀"));
