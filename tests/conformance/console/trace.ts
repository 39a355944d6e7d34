// console.trace: "Trace: <message>" (or just "Trace") and the stack, on stderr.
console.trace("hi %d", 5);
function f() { console.trace(); }
f();
console.trace({ a: 1 }, "x");
console.log("done");
