// Indirect eval: the code runs as a script of its own in the global scope and gives its
// completion value; syntax and early errors are SyntaxErrors thrown before any of it runs.
const geval = eval;
const g = globalThis as any;

console.log((0, eval)("1 + 2"));
console.log(geval("'a' + 'b'"));
console.log(g.eval("[1, 2, 3].map((x) => x * 2)"));
console.log(typeof (0, eval)("(function () { return 42; })"));
console.log((0, eval)("(function () { return 42; })")());

// a non-string comes back as it is
const obj = { k: 1 };
console.log((0, eval)(obj) === obj, (0, eval)(5), (0, eval)(undefined), (0, eval)());

// completion values of the common statements
console.log((0, eval)("1; 2; 3;"));
console.log((0, eval)("1; let y = 2;"));
console.log((0, eval)("if (true) { 'then' } else { 'else' }"));
console.log((0, eval)("if (false) { 'then' }"));
console.log((0, eval)("{ 'in a block' }"));
console.log((0, eval)("let s = 0; for (let i = 0; i < 4; i++) { s += i; } s"));
console.log((0, eval)("let n = 0; while (n < 3) { n++; }"));
console.log((0, eval)("try { 'tried' } catch (e) { 'caught' }"));
console.log((0, eval)("try { throw 1 } catch (e) { 'caught ' + e }"));
console.log((0, eval)("switch (2) { case 1: 'one'; break; case 2: 'two'; break; }"));
console.log((0, eval)(""));
console.log((0, eval)("var v = 1;"));
console.log((0, eval)("1; ;"), (0, eval)("2; if (true) {}"), (0, eval)("3; do { 4; break; } while (false)"));

// the global scope: built-ins and globalThis' properties; let/const stay in the eval's code
g.shared = 10;
console.log((0, eval)("shared * 2 + Math.max(1, 2)"));
(0, eval)("globalThis.made = 'by eval'");
console.log(g.made);
(0, eval)("let inner = 1; const c = 2;");
console.log(typeof g.inner, typeof g.c);

// errors thrown by the code reach the caller as they are
try {
  (0, eval)("throw new RangeError('from eval')");
} catch (e) {
  console.log((e as Error).name, (e as Error).message);
}
try {
  (0, eval)("notDefinedAnywhere + 1");
} catch (e) {
  console.log((e as Error).name, (e as Error).message);
}

// early errors: a SyntaxError before anything runs
g.executed = false;
for (const src of ["executed = true; super.x;", "executed = true; super();", "() => super();", "executed = true; 1 +"]) {
  try {
    (0, eval)(src);
    console.log("no error");
  } catch (e) {
    console.log(e instanceof SyntaxError, (e as Error).name, g.executed);
  }
}
for (const src of ["() => super();", "executed = true; super.x;", "super()"]) {
  try {
    (0, eval)(src);
  } catch (e) {
    console.log((e as Error).message);
  }
}

// class field initialisers calling indirect eval
class A {}
class C extends A {
  x = (0, eval)("executed = true; super.x;");
}
try {
  new C();
} catch (e) {
  console.log("field:", (e as Error).constructor === SyntaxError, g.executed);
}
class D {
  y = (0, eval)("6 * 7");
}
console.log(new D().y);

// top-level var and function declarations of eval code become properties of the global object
(0, eval)("var fromEval = 'a var'; function declaredByEval() { return 'a function'; }");
console.log(g.fromEval, g.declaredByEval(), Object.getOwnPropertyDescriptor(g, "fromEval"));
console.log((0, eval)("typeof fromEval + ' ' + typeof declaredByEval"));
console.log(delete g.fromEval, typeof g.fromEval);
// and functions made by new Function see them
console.log(new Function("return declaredByEval() + '!'")());
// a let of one eval is not seen by the next
(0, eval)("let onlyHere = 1;");
console.log((0, eval)("typeof onlyHere"));
// this is the global object
console.log((0, eval)("this") === globalThis);
// eval?.(code) is an indirect eval too: the global scope, not the caller's
(globalThis as any).where = "global";
function optionalCall() {
  const where = "local";
  return [where, eval?.("where")];
}
console.log(optionalCall());
