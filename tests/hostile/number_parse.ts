// Numbers read from a 4M-digit string (parseInt, parseFloat, Number, unary +, ==): the text
// scanned is charged. Before, each call was one instruction and ~10 ms of scanning: 65 s past a
// 300 ms timeout.
const s = "1".repeat(1 << 22);
let n = 0;
for (;;) n += parseInt(s) + parseFloat(s) + Number(s) + +s + (s == (1 as any) ? 1 : 0);
