const first = <T,>(xs: T[]): T | undefined => xs[0];
console.log(first([10, 20]), first<string>([]));
