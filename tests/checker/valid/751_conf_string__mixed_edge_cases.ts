// Mixed string, regexp and number edge cases: replacement patterns, lookarounds, code points, locale strings.
console.log("aBc".replace(/b/i, "$`$'"), "abc".replace(/(?<x>b)/, "[$<x>$<y>]"), "a.b".split("."), "𝒳".split(""));
console.log(/(\d+)-(\d+)/.exec("10-20"));
console.log("x".padStart(0), "abc".lastIndexOf("c", -5), "abc".indexOf("", 10), "aaa".lastIndexOf("a", 1.5));
console.log("Ǆ".toLowerCase(), "ǆ".toUpperCase(), "ß".toLocaleUpperCase(), "ﬀ".toUpperCase(), "ŉ".toUpperCase());
console.log((25).toString(36), (0.1).toString(36).slice(0, 12), Number("0b12"), Number("0o8"), Number(" 0x1f "), Number("1e"));
console.log((1e21).toLocaleString(), (123456.789).toLocaleString(), (-0).toLocaleString(), (NaN).toLocaleString(), (0.000001).toLocaleString());
console.log([1e300 * 10, -1e300 * 10, 5e-324 * 0.5], 2 ** 53 + 1, 0.1 * 0.2, 100 / 3, 1 / 3 * 3);
console.log("abc".at(-0), "abc".charAt(1.7), "abc"[1.0], "abc".codePointAt(-1), String.fromCharCode(-1), String.fromCharCode(65536 + 65));
console.log("tEsT".split("").map((c) => (c === c.toUpperCase() ? c.toLowerCase() : c.toUpperCase())).join(""));
console.log("%s", "a\tb", JSON.stringify("a\tb"), ["a\tb"], { t: "\u0007" });
console.log("abc".search(/c$/), "a\nb".match(/^b$/m)!.index, "aaa".match(/a/g)!.length, "x".match(/(y)?/));
console.log("2020-01-02".match(/(\d+)-(\d+)-(\d+)/)!.slice(1).map(Number), /\bfoo\b/.test("a foo b"), /[^]/.test("\n"));
console.log("a,b;c".split(/[,;]/g), "test".match(/(?=t)/g), "ab".replace(/(?=b)/, "|"), "abc".replace(/(?<=b)/, "|"));
