const result = compute(4);
const compute = (n: number) => n * n;
console.log(result);
