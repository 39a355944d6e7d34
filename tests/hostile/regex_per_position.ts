// A search whose every start position stays under a per-position step cap, at 2^17 positions.
const s = "a".repeat(1 << 17);
for (let i = 0; i < 100; i++) console.log(/(?:a|b){0,100}(?:a|b){0,100}[cd]/.test(s));
