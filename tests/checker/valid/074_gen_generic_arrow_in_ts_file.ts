const first = <T,>(xs: T[]): T | undefined => xs[0];
const last = <T extends unknown>(xs: readonly T[]): T | undefined => xs[xs.length - 1];
console.log(first([10, 20]), first<string>([]), last(["a", "b"]));
