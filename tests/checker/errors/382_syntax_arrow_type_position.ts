const add = (a: number, b: number): number => { return a + b };
const sub = (a: number, b: number) => number { return a - b };
console.log(add(1, 2), sub(3, 1));
