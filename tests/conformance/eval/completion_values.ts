// Completion values of indirect eval code: the value of the last expression statement run.
const cases = ["1; { let y = 2; }", "1; while (false) {}", "1; for (const x of []) {}", "l: { 1; break l; }", "1; { }", "1; var z;", "1; function q() {}", "1; class K {}", "for (let i = 0; i < 3; i++) { if (i == 1) continue; i; }", "switch (1) { case 1: }", "1; switch (1) { case 1: }", "try { 1 } finally { 2 }", "1; try { } finally { 2 }", "x: 5", "1; try { throw 0 } catch { }", "do { 7; continue; } while (false)"];
for (const c of cases) console.log(JSON.stringify(c), (0, eval)(c));
