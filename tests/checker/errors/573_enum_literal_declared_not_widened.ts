enum E { A, B }
const c = E.A;
let d = c; d = E.B;
declare const lit: E.A;
let keep = lit; keep = E.B;
let bad: E.A = E.A; bad = E.B;
