function* nums() { yield 1; yield 2; }
function* pairs(): Generator<[string, number]> { yield ["a", 1]; }
const s = new Set(nums());
for (const x of s) console.log(x.toFixed(1));
const m = new Map(pairs());
for (const [k, v] of m) console.log(k.toUpperCase(), v.toFixed(0));
const arr = Array.from(nums());
console.log(arr.map((n) => n.toFixed(2)));
const obj = Object.fromEntries(pairs());
console.log(obj.a?.toFixed(1));
const all = [...nums(), ...pairs()];
console.log(all.length);
async function* an() { yield "x"; }
const first = nums().next().value;
console.log(first);
function takesIter(it: Iterable<number>) { return [...it].reduce((a, b) => a + b, 0); }
console.log(takesIter(nums()), takesIter(new Set([1])));
const it2: Iterator<number> = nums();
const it3: IterableIterator<number> = nums();
console.log(it2.next().done, [...it3].length);
const w = new WeakMap<object, Generator<number>>();
w.set({}, nums());
console.log(Promise.all(nums()));
