// Ever larger powers and left shifts: each result's size is checked against V8's limit (2^30
// bits, "Maximum BigInt size exceeded") before any work, the work is charged first, and the
// memory each takes is the VM's.
let e = 1000n;
for (;;) {
    try {
        e = e * 2n;
        const p = 3n ** e;
        const s = p << e;
        if (s < 0n) break;
    } catch (err) {
        e = 1000n;
    }
}
