// `let x = null` / `let x = undefined` without a type is tsc's evolving (auto-typed) variable: the
// declared type is any and each assignment gives it a new type, as for `let x;`. It was read as a
// variable of type null (TS2322 on `best = name`).
let best = null;
let bestScore = -1;
const scores: Record<string, number> = { ann: 3, bob: 7 };
for (const name in scores) {
  if (scores[name] > bestScore) {
    bestScore = scores[name];
    best = name;
  }
}
let pending = undefined;
pending = [1, 2, 3];
function pick() {
  let found = null;
  for (const x of [4, 5, 6]) if (x % 5 === 0) found = x;
  return found;
}
let node = null;
node = { value: 1, next: null };
console.log(best, pending.length, pick(), node.value);
