// Regexes in console.log, JSON, and equality.
const r = /ab+c/gi;
console.log(r, [r], { r }, JSON.stringify({ r }), r === /ab+c/gi, String(r) === String(/ab+c/gi));
console.log(new RegExp("a/b"), new RegExp("/"), /[\n]/, new RegExp("\\d+", "g"));
