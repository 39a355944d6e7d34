// new RegExp with strings needing escapes; source shows the escaped form; flags sorted.
const r1 = new RegExp("a/b");
const r2 = new RegExp("\\d+\\.\\d*", "gi");
const r3 = new RegExp("[/]", "ym");
console.log(r1.source, String(r1), r2.source, r2.flags, r3.flags, String(r3), new RegExp("\n\t").source, String(new RegExp("/")));
console.log(r2.test("3.14"), "x 1.5 y 2.".match(r2), new RegExp(r2).flags, new RegExp(r2, "").flags);
