// A Set built from a 500,000-element array, in a loop: each step of a native loop over an
// iterator (constructors, Array.from, groupBy, Iterator helpers...) pays the meter. Before, a
// loop turn was a few VM instructions and ~100 ms of hashing: with 16,384 instructions between
// polls of the clock, one run went on for minutes past a 300 ms timeout (and past SIGTERM).
const a: number[] = [];
for (let i = 0; i < 500000; i++) a.push(i);
let n = 0;
for (;;) n += new Set(a).size;
