// Destructuring assignment {[k]: o[t]} = v: the source key is converted, then the target's
// object and key are evaluated, then the value is read, then the target key is converted and
// the value stored (the specification's order).
const log: string[] = [];
function keyOf(name: string, key: string) {
  log.push(name);
  return { toString() { log.push(name + "-tostring"); return key; } };
}
function source() {
  log.push("source");
  return { get p() { log.push("get p"); return 1; }, get q() { log.push("get q"); return 2; } };
}
function target() {
  log.push("target");
  return { set q(v: number) { log.push("set q " + v); }, set r(v: number) { log.push("set r " + v); } };
}
let t: any;
({ [keyOf("source-key", "p") as any]: target()[keyOf("target-key", "q") as any] } = source());
console.log(log.join(", "));
log.length = 0;
({ q: (t = target()).r } = source());
console.log(log.join(", "));

// a getter that replaces the target object: the old object (evaluated first) gets the value
let holder: any = { name: "first" };
const src = { get v() { holder = { name: "second" }; return 42; } };
const first = holder;
({ v: holder.value } = src);
console.log(first.value, holder.value, holder.name);

// with a rest element and defaults
const rest: any = {};
({ a: rest.a, ...rest.others } = { a: 1, b: 2, c: 3 });
console.log(rest);
