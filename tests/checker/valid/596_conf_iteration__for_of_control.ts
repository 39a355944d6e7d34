// for-of with break/continue/return, labels, and closures per iteration.
const out: string[] = [];
outer: for (const a of [1, 2, 3]) {
  for (const b of "xyz") {
    if (b === "y") continue;
    if (a === 2) continue outer;
    if (a === 3 && b === "z") break outer;
    out.push(`${a}${b}`);
  }
}
console.log(out);
function find(xs: number[]) { for (const x of xs) if (x > 2) return x; return -1; }
console.log(find([1, 5, 3]), find([]));
const fs: (() => number)[] = [];
for (const x of [1, 2, 3]) fs.push(() => x);
console.log(fs.map((f) => f()));
