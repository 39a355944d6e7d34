// for-of over arrays and strings, including emoji made of surrogate pairs.
for (const x of [10, 20, 30]) console.log(x);
for (const ch of "abc") console.log(ch);
const emoji = "a😀b🎉";
console.log(emoji.length);
let count = 0;
const chars: string[] = [];
for (const ch of emoji) {
  count++;
  chars.push(ch);
}
console.log(count, chars, chars.join("|"));
console.log(emoji.slice(1, 3), emoji.slice(1, 3).length, [...emoji].length);
const family = "👨‍👩‍👧";
console.log(family.length, [...family].length);
const accented = "café";
for (const c of accented) console.log(c, c.length);
let letters = 0;
for (const c of "hello world") {
  if (c === " ") continue;
  letters++;
}
console.log(letters);
const nested = [[1, 2], [3], []];
for (const inner of nested) {
  for (const v of inner) console.log("v", v);
}
for (const entry of Object.entries({ a: 1, b: 2 })) console.log(entry[0], entry[1]);
const sparse = [1, , 3];
for (const v of sparse) console.log(v);
let idx = 0;
for (let v of [1, 2, 3]) {
  v *= 10;
  idx += v;
}
console.log(idx);
for (const x of []) console.log("never", x);
