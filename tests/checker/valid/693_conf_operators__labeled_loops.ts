// Labelled break/continue in nested for, while and do-while loops; labelled blocks.
let out = "";
outer: for (let i = 0; i < 4; i++) {
  let j = 0;
  while (true) {
    j++;
    if (j > 3) continue outer;
    if (i === 2) break outer;
    out += `${i}${j} `;
  }
}
console.log(out);
blk: { out = "in block"; if (out) break blk; out = "never"; }
let k = 0;
do { k++; if (k === 2) continue; } while (k < 5);
console.log(out, k);
