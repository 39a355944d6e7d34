// replaceAll with 2^22 matches and a 16K-unit replacement: the result passes the memory cap.
const s = "a".repeat(1 << 22);
const r = "b".repeat(16384);
console.log(s.replaceAll("a", r).length);
