// ===, ==, < and `if (s === t)` (the fused compare-and-jump) between two distinct 8M-unit strings
// of equal content compare them unit by unit in one instruction: that work is charged. Before, a
// loop of them used 600 ms of CPU past a 1 s timeout (the `if` form 10 s).
const s = "a".repeat(1 << 23), t = "a".repeat(1 << 23);
let n = 0;
for (;;) {
    n += (s === t ? 1 : 0) + (s == t ? 1 : 0) + (s < t ? 1 : 0) + (s !== t ? 1 : 0);
    if (s === t) n++;
    if (s !== t) n--;
}
