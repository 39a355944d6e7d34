// Iterator helpers over a 1,000,000-element array: drop() and toArray() step the source natively;
// each step pays the meter. Before, this loop ran 28 s past a 300 ms timeout.
const a: number[] = [];
for (let i = 0; i < 1000000; i++) a.push(i);
let n = 0;
for (;;) n += a.values().drop(1e9).toArray().length;
