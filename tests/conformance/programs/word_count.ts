// Count word frequencies in a text and report the most common words.
const text = `The quick brown fox jumps over the lazy dog. The dog barks;
the fox runs away!  A quick, quick fox.`;
const cleaned = text
  .toLowerCase()
  .split("")
  .map((ch) => ((ch >= "a" && ch <= "z") || ch === " " || ch === "\n" ? ch : " "))
  .join("");
const words = cleaned.split("\n").join(" ").split(" ").filter((w) => w.length > 0);
console.log(words.length, words.slice(0, 6));
const freq: { [w: string]: number } = {};
for (const w of words) freq[w] = (freq[w] || 0) + 1;
console.log(freq);
const entries = Object.entries(freq);
const top: [string, number][] = [];
for (let round = 0; round < 3; round++) {
  let best: [string, number] | null = null;
  for (const e of entries) {
    let taken = false;
    for (const t of top) if (t[0] === e[0]) taken = true;
    if (!taken && (best === null || e[1] > best[1])) best = e;
  }
  if (best) top.push(best);
}
console.log(top);
const longest = words.reduce((a, b) => (b.length > a.length ? b : a), "");
console.log("longest:", longest, longest.length);
const unique = words.filter((w, i) => words.indexOf(w) === i);
console.log("unique:", unique.length, unique.join(" "));
const initials = unique.map((w) => w[0].toUpperCase()).join("");
console.log(initials);
const sentenceCount = text.split(".").length - 1 + text.split("!").length - 1;
console.log("sentences:", sentenceCount, "chars:", text.length, "lines:", text.split("\n").length);
