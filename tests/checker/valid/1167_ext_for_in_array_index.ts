// The variable of a for-in over an array is a string, but tsc lets it index that array and
// other arrays (isForInVariableForNumericPropertyNames): no TS7015.
const scores = [90, 72, 85];
const names = ["ann", "bob", "cy"];
let best = 0;
for (const i in scores) {
  const s: number = scores[i];
  if (s > scores[best]) best = Number(i);
  console.log(`${i}: ${names[i]} ${s}`);
}
const pairs: [string, number] = ["x", 1];
for (const k in pairs) console.log(k, pairs[k]);
console.log(names[best]);
