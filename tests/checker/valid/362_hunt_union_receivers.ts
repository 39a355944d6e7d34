// Found by the hunter: callbacks passed to a method of a union of array types get no
// implicit-any error, and a union of object literal types reads a property that only some
// members have as possibly undefined.
function firstOr<T>(xs: readonly T[], d: T): T {
  return xs.length > 0 ? xs[0] : d;
}
const words = firstOr([["a"], [["b"]].flat()], ["c"]).map((k) => k.length);
const rows = [{ paid: 0 }, { paid: 1, code: -2 }].concat([{ paid: 3 }]);
const coded = rows.find((r) => r.code !== undefined);
const first = [{ id: 1 }, { id: 2, note: "x" }][0];
console.log(words, coded, first.note ?? "none");
