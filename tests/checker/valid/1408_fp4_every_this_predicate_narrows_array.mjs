// Array's `every` with a type-predicate callback is the overload returning `this is S[]`: the
// array is narrowed to S[] when it returned true (and stays as it was otherwise).
function sum(xs) {
    if (!xs.every((v) => typeof v === "number"))
        throw new Error("numbers only");
    return xs.reduce((a, b) => a + b, 0);
}
function lengths(xs) {
    if (!xs.every((v) => typeof v === "string"))
        return [];
    return xs.map((s) => s.length);
}
const isNum = (v) => typeof v === "number";
const mixed = [1, 2, 3];
if (mixed.every(isNum))
    console.log(mixed.map((n) => n.toFixed(1)));
else
    console.log(mixed.join());
const ro = [4, 5];
if (ro.every((v) => v !== undefined))
    console.log(Math.max(...ro) + 1);
console.log(sum([1, 2, 3]), lengths(["ab", "c"]), lengths([1]));
