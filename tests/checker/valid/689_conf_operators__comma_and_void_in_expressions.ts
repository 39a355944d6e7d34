// Comma operator in for loops, arrow bodies, and void to discard values.
const pairs: string[] = [];
for (let i = 0, j = 3; i < j; i++, j--) pairs.push(`${i}-${j}`);
const tally = (arr: number[]) => arr.reduce((acc, x) => (acc.sum += x, acc.count++, acc), { sum: 0, count: 0 });
console.log(pairs, tally([1, 2, 3]), void pairs.push("x"), pairs.length, [1, 2].map((x) => void x));
