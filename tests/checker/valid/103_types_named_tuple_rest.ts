type Entry = [key: string, ...values: number[]];
const e: Entry = ["scores", 1, 2, 3];
const [k, ...vs] = e;
console.log(k, vs.reduce((a, b) => a + b, 0));
