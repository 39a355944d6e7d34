// An uninitialised `let x: string | undefined` is still `string | undefined` where it is read.
let x: string | undefined;
const y: undefined = x;
let z: number | undefined;
z.toFixed();
console.log(y);
