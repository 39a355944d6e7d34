// replace/replaceAll with string patterns: first match only, $ patterns, function replacers.
const s = "a-b-c";
console.log(s.replace("-", "+"), s.replaceAll("-", "+"), s.replace("x", "y"), s.replace("", "^"), s.replaceAll("", "."));
console.log("price: 10".replace("10", "$$20"), "abc".replace("b", "[$&]"), "abc".replace("b", "[$`|$']"), "abc".replace("b", "$1"), "abc".replace("b", "$<n>"));
console.log("aaa".replace("a", (m, off, str) => `${m}${off}${str.length}`), "aaa".replaceAll("a", (m, off) => String(off)));
console.log("x.y.z".replaceAll(".", "/"), "AbAb".replaceAll("A", "$&$&"), "no change".replaceAll("zz", "q"));
try { "a".replaceAll(/a/ as any, "b"); } catch (e) { console.log((e as Error).name, (e as Error).message); }
