// Arrays of 1,000 numbers kept forever: near the memory cap the collector marks the whole heap at
// every few allocations. It polls the clock while marking and sweeping (vm/gc.c); before, one
// collection of a 60 MB heap ran 20-80 ms past the timeout.
const kept: number[][] = [];
for (;;) kept.push(new Array(1000).fill(0));
