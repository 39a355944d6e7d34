// yield* over a built-in iterator (array, string, Set, Map, array iterator): its value is the done
// result's value, undefined, not the last element the iterator gave.
function* delegate() {
  const a = yield* ["x", "y"];
  console.log("array", a);
  const s = yield* "ab";
  console.log("string", s);
  const set = yield* new Set([1, 2]);
  console.log("set", set);
  const m = yield* new Map([["k", 1]]);
  console.log("map", m);
  const k = yield* [7, 8].keys();
  console.log("keys", k);
  const e = yield* [];
  console.log("empty", e);
}
console.log([...delegate()]);

function* inner() {
  yield 1;
  return "inner done";
}
function* outer() {
  const r = yield* inner();
  console.log("generator", r);
}
console.log([...outer()]);

async function* asyncDelegate() {
  const r = yield* [1, 2];
  console.log("async array", r);
}
const got: unknown[] = [];
for await (const x of asyncDelegate()) got.push(x);
console.log(got);
