// trim removes Unicode whitespace and line terminators but not zero-width characters.
const samples = ["\u0020x", "\u00a0x", "\u1680x", "\u2000x", "\u200ax", "\u2028x", "\u202fx", "\u205fx", "\u3000x", "\ufeffx", "\u200bx", "\u180ex"];
console.log(samples.map((s) => s.trim().length));
console.log(JSON.stringify(" \r\n\t a b \v\f ".trim()), JSON.stringify("  ".trimStart()), "x  ".trimEnd().length);
