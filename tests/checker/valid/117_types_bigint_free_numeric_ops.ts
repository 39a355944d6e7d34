const a = 0b1010;
const b = 0o17;
const c = 0xff;
const big = 1_000_000;
console.log(a + b + c + big, (c >>> 4) & 0x0f, ~a);
