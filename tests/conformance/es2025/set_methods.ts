// The ES2025 Set methods. node 20 lacks them: the expected output comes from
// tests/conformance/spec-polyfills.cjs, which follows ECMA-262's steps (24.2.4).
const odds = new Set([1, 3, 5, 7, 9]);
const squares = new Set([1, 4, 9]);
console.log(odds.union(squares), odds.intersection(squares), odds.difference(squares));
console.log(odds.symmetricDifference(squares));
console.log(new Set([1, 9]).isSubsetOf(odds), squares.isSubsetOf(odds), odds.isSupersetOf(new Set([3, 5])));
console.log(odds.isDisjointFrom(new Set([2, 4])), odds.isDisjointFrom(squares));
// order: this set's order first, then other's new keys; intersection follows the smaller side
console.log(new Set([3, 2, 1]).union(new Set([5, 1, 4])), new Set([5, 4, 3, 2, 1]).intersection(new Set([1, 3])));
// any set-like works: a Map (its keys) and a plain object with size/has/keys
const m = new Map([[1, "one"], [10, "ten"]]);
console.log(odds.union(m), odds.intersection(m), odds.isSupersetOf(m));
const evens = {
  size: Infinity,
  has: (n: number) => n % 2 === 0,
  keys() { let n = 0; return { next: () => (n < 6 ? { value: (n += 2), done: false } : { value: undefined, done: true }) }; },
};
console.log(new Set([1, 2, 3, 4]).intersection(evens), new Set([1, 2, 3, 4]).difference(evens), new Set([2, 4]).isSubsetOf(evens));
console.log(new Set([0]).union(new Set([-0])), new Set([NaN]).intersection(new Set([NaN])));
// the receiver is unchanged; results are new sets
const a = new Set(["x"]);
const u = a.union(new Set(["y"]));
console.log(a, u, u !== a, a.union(new Set()).size);
for (const bad of [null, 5, { size: NaN, has() {}, keys() {} }, { size: 1, has: 1, keys() {} }, { size: 1, has() {}, keys: 1 }]) {
  try { a.union(bad as any); } catch (e) { console.log((e as Error).constructor.name); }
}
try { a.union({ size: -1, has() { return true; }, keys() { return [].values(); } } as any); } catch (e) { console.log((e as Error).constructor.name); }
try { Set.prototype.union.call(new Map() as any, new Set()); } catch (e) { console.log((e as Error).constructor.name); }
console.log(Set.prototype.union.length, Set.prototype.isDisjointFrom.name);
