// Functions returning tuples and objects destructured at the call site.
const minMax = (xs: number[]): [number, number] => [Math.min(...xs), Math.max(...xs)];
const stats = (xs: number[]) => ({ n: xs.length, mean: xs.reduce((a, b) => a + b, 0) / xs.length });
const [lo, hi] = minMax([4, 2, 9, 7]);
const { n, mean: avg } = stats([4, 2, 9, 7]);
console.log(lo, hi, n, avg);
const [[a, b], { c }] = [[1, 2], { c: 3 }];
console.log(a + b + c);
