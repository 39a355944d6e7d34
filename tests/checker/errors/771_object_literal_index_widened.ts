// The same indexing once the object literal is in a variable (widened): TS7053; a literal key that
// names no property of a literal written in place: TS2339.
const entities = { "&": "&amp;", "<": "&lt;" };
const escapeChar = (c: string): string => entities[c] ?? c;
const missing = ({ a: 1, b: 2 })["c"];
console.log(escapeChar("<"), missing);
