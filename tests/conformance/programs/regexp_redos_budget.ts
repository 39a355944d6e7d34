// Ordinary regex work stays cheap; each match is charged against the instruction budget.
const words: string[] = [];
for (let i = 0; i < 2000; i++) words.push("w" + i);
const line = words.join(" ");
console.log(line.match(/w\d+/g)!.length, line.split(/\s+/).length, line.replace(/\d/g, "").length);
let count = 0;
for (const w of words) if (/^w1\d*$/.test(w)) count++;
console.log(count);
// a backtracking-heavy but finite match
console.log(/^(a|aa)+b$/.test("a".repeat(18) + "b"), /(x+x+)+y/.test("xxxxxxxxxxy"));
