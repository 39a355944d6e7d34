// RegExp literals vs new RegExp: source, flags, escaping, toString, copying with new flags.
const a = /a\/b[/]c/gi;
const b = new RegExp("a/b", "gi");
const c = new RegExp(a, "m");
console.log(a.source, a.flags, String(a), b.source, String(b), c.flags, c.source, String(new RegExp("")), new RegExp("\n").source);
console.log(a.global, a.ignoreCase, a.multiline, a.sticky, a.unicode, a.dotAll, a.hasIndices, /x/dgimsuy.flags);
try { new RegExp("("); } catch (e) { console.log((e as Error).name, (e as Error).message); }
try { new RegExp("a", "gg"); } catch (e) { console.log((e as Error).name, (e as Error).message); }
try { new RegExp("a", "z"); } catch (e) { console.log((e as Error).message); }
console.log(RegExp("x") instanceof RegExp, new RegExp("[a-z]+", "g").test("ABC"), /\d{2,}/.test("a12"));
