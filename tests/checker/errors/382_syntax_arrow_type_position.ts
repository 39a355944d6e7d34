const add = (a: number, b: number): number => { return a + b };
const sub = (a: number, b: number) => number { return a - b };
