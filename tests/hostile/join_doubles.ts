// 10,000 joins of 262,144 doubles: few instructions, billions of number-to-text conversions.
const a: number[] = [];
for (let i = 0; i < 262144; i++) a.push(i + 0.1234567);
let n = 0;
for (let i = 0; i < 10000; i++) n += a.join(",").length;
console.log(n);
