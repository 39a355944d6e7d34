// A classic strict script (NAME.flags: --script): top-level `this` is the global object and
// top-level var/function declarations are its properties, shared with every other way in.
console.log(this === globalThis, typeof this);
console.log(hoisted(), typeof globalThis.hoisted);
function hoisted() {
  return "called before its declaration";
}
var counter = 1;
const d = Object.getOwnPropertyDescriptor(globalThis, "counter");
console.log(d);
console.log(Object.getOwnPropertyDescriptor(globalThis, "hoisted")!.configurable);
globalThis.counter = 5; // a property write is the variable
console.log(counter);
counter++;
console.log(globalThis.counter, this.counter);
(this as any).fromThis = 3;
console.log((globalThis as any).fromThis);
const arrow = () => this;
console.log(arrow() === globalThis);
function inner(this: unknown) {
  return this;
}
console.log(inner()); // strict: a plain call's this stays undefined
for (var i = 0; i < 3; i++) {}
console.log((globalThis as any).i);
{
  function blockScoped() {}
  console.log(typeof blockScoped);
}
console.log(typeof (globalThis as any).blockScoped);
var late: string;
console.log("late" in globalThis, late!);
late = "set";
console.log((globalThis as any).late);
var { a, b: [c] } = { a: 1, b: [2] };
console.log((globalThis as any).a, (globalThis as any).c);
