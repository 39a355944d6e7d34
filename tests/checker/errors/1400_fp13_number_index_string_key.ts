// Outside a for-in over it, a string does not index an object whose only index signature is a
// number one: TS7015, as for an array.
const tally: { [score: number]: number } = { 3: 2, 7: 1 };
const names = { a: 1, b: 2 };
for (const k in names) console.log(tally[k]);
for (const k in tally) {
  const s: string = k;
  console.log(tally[s]);
}
console.log(tally["x"]);
const done = "z";
for (done in tally) console.log(done);
