// ?: nesting, && || returning operands, short-circuit evaluation.
const grade = (n: number) => n >= 90 ? "A" : n >= 80 ? "B" : n >= 70 ? "C" : "F";
console.log([95, 85, 75, 5].map(grade));
console.log(0 || "a", "" || null, 1 && "b", 0 && "c", null && undefined.x, "x" || undefined.y, NaN || 0 || "" || "end");
let hits = 0;
const t = () => { hits++; return true; };
const f = () => { hits++; return false; };
console.log(f() && t(), t() || f(), f() || f() || t(), hits);
