interface WordCounts { [word: string]: number }
const text = "the cat and the hat and the bat";
const counts: WordCounts = {};
for (const w of text.split(" ")) counts[w] = (counts[w] ?? 0) + 1;
const top = Object.entries(counts).sort((a, b) => b[1] - a[1])[0];
console.log(top[0], top[1]);
