const lines = ["1-3 a: abcde", "1-3 b: cdefg", "2-9 c: ccccccccc"];
let valid1 = 0, valid2 = 0;
for (const l of lines) {
  const m = /^(\d+)-(\d+) (\w): (\w+)$/.exec(l);
  if (!m) continue;
  const [, lo, hi, ch, pw] = m;
  const n = [...pw].filter((c) => c === ch).length;
  if (n >= +lo && n <= +hi) valid1++;
  if ((pw[+lo - 1] === ch) !== (pw[+hi - 1] === ch)) valid2++;
}
console.log(valid1, valid2);
