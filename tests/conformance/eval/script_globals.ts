// In a script (--script), eval code and new Function see the script's global bindings: its
// let/const (global lexical bindings) and its var (global object properties).
let a = 5;
var b = 6;
console.log((0, eval)("a + b"), new Function("return a * b")());
(0, eval)("var c = 7; b = 60;");
console.log((globalThis as any).c, b);
try {
  (0, eval)("var a = 1;");
} catch (e) {
  console.log((e as Error).name, (e as Error).message);
}
console.log((0, eval)("this === globalThis"), a);
