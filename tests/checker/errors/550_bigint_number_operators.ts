let c: bigint = 0n;
const a = c - 1;
const b = c * 2;
const e = 1 - c;
const f = c >>> c;
