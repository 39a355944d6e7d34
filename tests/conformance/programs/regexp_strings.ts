// String methods with regular expressions: match, matchAll, search, replace, replaceAll, split.
const text = "The year 1999 and 2024; also 0042.";
console.log(text.match(/\d+/g), text.match(/\d+/), text.match(/xyz/g), text.match(/xyz/));
console.log("abc".match(undefined as any), "a.c".match("."), "a+c".match("\\+"));
console.log(text.search(/\d/), text.search("year"), text.search(/zzz/));
const sticky = /\d/g;
sticky.lastIndex = 5;
console.log("a1".search(sticky), sticky.lastIndex);

for (const m of text.matchAll(/(?<num>\d)(\d)+/g)) console.log(m[0], m[1], m[2], m.index, m.groups);
console.log([..."a1b22".matchAll(/\d+/g)].map((m) => m[0] + "@" + m.index));
console.log([..."xx".matchAll(/(?:)/g)].map((m) => m.index));
console.log([..."a.b.c".matchAll(".")].length);
try {
  "x".matchAll(/x/);
} catch (e) {
  console.log((e as Error).name, (e as Error).message);
}
const iter = "ab".matchAll(/./g);
console.log(iter.next(), iter.next(), iter.next());

// replace with templates
console.log("John Smith".replace(/(\w+)\s(\w+)/, "$2, $1"));
console.log("x".replace(/x/, "$0 $1 $& $$ $` $'"), "abc".replace(/b/, "[$`|$&|$']"));
console.log("abc".replace(/(?<L>b)/, "[$<L>|$1|$2|$<zz>|$<L]"), "abc".replace(/b/, "$<L>"));
console.log("aaa".replace(/a/g, "b"), "aaa".replace(/a/, "b"), "aaa".replaceAll(/a/g, "$&$&"));
console.log("abc".replace(/(a)(b)(c)/, "$3$2$1$10$01$4"));
console.log("abc".replace(/x*/g, "-"), "".replace(/^/, "start"), "a\nb".replace(/^/gm, "> "));
console.log("2024-03-15".replace(/(?<y>\d+)-(?<m>\d+)-(?<d>\d+)/, "$<d>/$<m>/$<y>"));
try {
  "a".replaceAll(/a/, "b");
} catch (e) {
  console.log((e as Error).name, (e as Error).message);
}

// replace with functions
console.log("abcabc".replace(/(b)/g, (m, p1, off, s) => `${m}${p1}${off}${s.length}`));
console.log("abab".replace(/(?<q>a)/g, (...a) => JSON.stringify(a)));
console.log("a1b2".replace(/\d/g, (d) => String(Number(d) * 10)));
console.log("x-y".replace(/(\w)-(\w)?(z)?/, (m, a, b, c) => [m, a, b, c].join("|")));
console.log("hello world".replace(/\b\w/g, (c) => c.toUpperCase()));
let calls = 0;
const re = /o/g;
console.log("foo".replace(re, () => String(++calls)), calls, re.lastIndex);

// split
console.log("a, b,c ,d".split(/\s*,\s*/), "aXbX".split(/(X)/), "abc".split(/(?:)/));
console.log("".split(/a/), "".split(/(?:)/), "a,b,c".split(/,/, 2), "a,b,c".split(/(,)/, 2));
console.log("one1two22three".split(/\d+/), "x".split(/x/), "test".split(/(t)?/));
console.log("😀a😀".split(/(?:)/u), "😀a".split(/(?:)/).length);
console.log("A<b>B</b>C".split(/<(\/)?b>/));
