// Leaving a for-of early (break, labelled break or continue, return) closes a generator: its finally blocks run.
function* g(name: string) { try { yield 1; yield 2; yield 3; } finally { console.log("closed", name); } }
for (const x of g("break")) { if (x === 2) break; console.log("got", x); }
function first() { for (const x of g("return")) return x; return -1; }
console.log(first());
outer: for (const a of g("outer")) { for (const b of g("inner")) { if (b === 2) continue outer; if (a === 2) break outer; } }
const gen = g("reused");
for (const x of gen) break;
console.log([...gen], gen.next());
for (const x of g("exhausted")) {}
for (const x of [1, 2, 3]) { if (x === 2) break; }
function* counter() { let i = 0; try { for (;;) yield i++; } finally { console.log("counter done at", i); } }
const taken: number[] = [];
for (const n of counter()) { if (n >= 3) break; taken.push(n); }
console.log(taken);
try { for (const x of g("try")) { try { break; } finally { console.log("finally before close"); } } } finally { console.log("after"); }
