// String escaping in stringify: control characters, quotes, unicode, lone surrogates.
const chars = Array.from({ length: 32 }, (_, i) => String.fromCharCode(i)).join("") + "\"\\/\u007f\u0080\u00ff\u2028";
console.log(JSON.stringify(chars));
console.log(JSON.stringify({ "\n": "\t" }), JSON.stringify("😀\udead\ud83d"), JSON.stringify(["\u0000"]));
