interface WordCounts {
  [word: string]: number;
}
const text = "to be or not to be";
const wc: WordCounts = {};
for (const w of text.split(" ")) {
  wc[w] = (wc[w] || 0) + 1;
}
console.log(wc["to"], wc.be);
