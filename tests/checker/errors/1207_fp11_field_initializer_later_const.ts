class S { static x = LATER; y = LATER; }
const LATER = 1;
const early = new S();
class T2 { z = early.y + NEVER_SET; }
let NEVER_SET: number;
console.log(new T2());
