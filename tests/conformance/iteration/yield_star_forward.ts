// yield* forwards next(v), throw(e) and return(v) to the inner iterator and evaluates to its return value.
function* inner() {
  try {
    const a = yield 1;
    console.log("inner got", a);
    const b = yield 2;
    console.log("inner got", b);
    return "inner-done";
  } finally {
    console.log("inner finally");
  }
}
function* outer() {
  const r = yield* inner();
  console.log("yield* gave", r);
  yield 3;
}
const g = outer();
console.log(g.next("ignored"), g.next("x"), g.next("y"), g.next(), g.next());

function* catcher() {
  while (true) {
    try {
      yield "ready";
    } catch (e) {
      console.log("inner caught", e);
      yield "recovered";
    }
  }
}
function* wrap() {
  yield* catcher();
}
const w = wrap();
console.log(w.next(), w.throw("E1"), w.next(), w.return("bye"), w.next());

const guest = {
  i: 0,
  [Symbol.iterator]() { return this; },
  next(v: unknown) { console.log("guest next", v); return { value: this.i++, done: this.i > 3 }; },
  return(v: unknown) { console.log("guest return", v); return { value: v, done: true }; },
};
function* viaGuest() { const r = yield* guest; console.log("guest result", r); }
const vg = viaGuest();
console.log(vg.next("a"), vg.next("b"), vg.return("stop"), vg.next());

const noThrow = { [Symbol.iterator]() { return { next: () => ({ value: 1, done: false }), return() { console.log("closed"); return {}; } }; } };
function* viaNoThrow() { yield* noThrow; }
const nt = viaNoThrow();
nt.next();
try { nt.throw(new Error("x")); } catch (e) { console.log((e as Error).message); }

function* inner2() { try { yield 1; yield 2; } finally { console.log("inner2 closed"); } }
function* outer2() { try { yield* inner2(); } finally { console.log("outer2 closed"); } }
for (const v of outer2()) { console.log(v); break; }
const [first] = outer2();
console.log("first", first);
