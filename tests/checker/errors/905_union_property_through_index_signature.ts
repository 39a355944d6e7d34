// A union property found through one member's index signature has the index type in its union,
// and a name no member declares is reported against the member without an index signature.
declare const w: { [k: string]: number } | { x: number; y: string };
const y = w.y;
const n: number = y;
declare const z: { [k: string]: number } | { x: number };
console.log(z.q, n);
