// Case-insensitive matching with ASCII and Latin-1 letters; unicode flag with astral ranges.
console.log(/straße/i.test("STRAßE"), /é/i.test("É"), /[a-z]/i.test("Q"), /\w/.test("é"), /[😀-😂]/u.test("😁"), "😀😁".match(/./gu));
console.log("ÀÉÎ".replace(/[À-Ö]/g, "?"), /^\p{Emoji}$/u.test("😀"), "MiXeD".match(/[a-z]+/gi));
