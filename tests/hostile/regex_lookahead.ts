// A lookahead that scans the rest of the subject at every start position: O(n^2) character steps.
const s = "a".repeat(1 << 19);
console.log(s.replace(/(?=a*c)/g, "-").length);
