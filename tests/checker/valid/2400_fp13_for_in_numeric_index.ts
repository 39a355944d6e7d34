// A for-in variable over an object whose only index signature is a number one indexes it (and
// any other object) as a number, as over an array (tsc's isForInVariableForNumericPropertyNames);
// the variable may also be declared before the loop, and is then written, not read, by the loop.
const tally: { [score: number]: number } = { 3: 2, 7: 1 };
let top = -1;
for (const score in tally) top = Math.max(tally[score], top);

interface Rows {
  [row: number]: string;
}
const rows: Rows = ["alpha", "beta"];
for (let r in rows) console.log(rows[r].toUpperCase());

const seen: Record<number, boolean> = { 4: true };
for (const n in seen) if (seen[n]) console.log(n);

const either: { [i: number]: string } | string[] = ["x", "y"];
for (const i in either) console.log(either[i].length);

let key: string;
for (key in tally) console.log(tally[key] + 1);

const items = ["p", "q"];
let item: string;
for (item of items) console.log(item.length);

let last;
for (last in rows) console.log(last.length);
console.log(top);
