// Building strings with +=, join, template literals, and repeat produce identical results.
let s = "";
for (let i = 0; i < 5; i++) s += i;
const j = Array.from({ length: 5 }, (_, i) => i).join("");
const t = `${0}${1}${2}${3}${4}`;
console.log(s, j, t, s === j && j === t, "ab".repeat(3) === ["ab", "ab", "ab"].join(""));
