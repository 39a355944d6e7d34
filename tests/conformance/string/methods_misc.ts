// Miscellaneous: isWellFormed-free checks, startsWith chains, string comparison and immutability.
const s = "hello";
try { (s as any)[0] = "j"; } catch (e) { console.log((e as Error).message); }
console.log(s, s.toString(), s.valueOf(), s.length, typeof String.prototype.trim, "abc".split("").map((c) => c.charCodeAt(0)));
try { (s as any).length = 1; } catch (e) { console.log((e as Error).message); }
console.log("a" + 1 + 2, "3" * ("4" as any), "b" + "a" + +"a" + "a", [..."hello"].reverse().join(""));
