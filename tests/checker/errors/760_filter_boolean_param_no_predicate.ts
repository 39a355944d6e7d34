const flags: boolean[] = [true, false];
const off = flags.filter((x: boolean) => !x);
const n: number = off;
console.log(n);
