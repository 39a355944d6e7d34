const toPair = (k: string, v: number) => { key: k, value: v };
const pairs = ["a", "b"].map((k, i) => toPair(k, i));
console.log(pairs);
