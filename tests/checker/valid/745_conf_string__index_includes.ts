// indexOf/lastIndexOf/includes/startsWith/endsWith with positions and empty needles.
const s = "abcabc";
console.log(s.indexOf("c"), s.indexOf("c", 3), s.indexOf(""), s.indexOf("", 99), s.lastIndexOf("a"), s.lastIndexOf("a", 2), s.lastIndexOf(""), s.indexOf("x"));
console.log(s.includes("ca"), s.includes("a", 5), s.startsWith("bc", 1), s.endsWith("ab", 5), s.startsWith(""), s.endsWith("c", -1), "".includes(""));
try { s.includes(/a/ as any); } catch (e) { console.log((e as Error).name, (e as Error).message); }
try { s.startsWith(/a/ as any); } catch (e) { console.log((e as Error).message); }
