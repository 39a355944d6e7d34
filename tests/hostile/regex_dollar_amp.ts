// /x/g with a "$&"-heavy replacement: every match expands to 8,192 copies of itself.
const s = "x".repeat(1 << 22);
console.log(s.replace(/x/g, "$&".repeat(8192)).length);
