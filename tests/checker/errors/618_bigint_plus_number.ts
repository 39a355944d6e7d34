const big = 10n;
const total = big + 1;
console.log(total);
