// CPU suite: numeric loops — nested counted loops with integer and floating-point arithmetic.
const N = 2000;
let acc = 0;
let x = 0.5;
for (let i = 0; i < N; i++) {
  for (let j = 0; j < N; j++) {
    acc = (acc + ((i * j) % 7) + ((i + j) & 15) + ((i ^ j) >> 3)) % 1000003;
    x = x * 0.999 + (j % 10) * 0.01;
  }
}
console.log("loops checksum", acc, Math.floor(x * 1e6));
