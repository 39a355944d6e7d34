// Building large arrays: push in loops, concat chains, spread of thousands of elements.
const big: number[] = [];
for (let i = 0; i < 5000; i++) big.push(i);
const doubled = big.concat(big);
const spread = [...big, ...big];
console.log(big.length, doubled.length, spread.length, doubled[7500], spread.at(-1), Math.max(...big), big.reduce((a, b) => a + b));
