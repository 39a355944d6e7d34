// Word counting: lowercase, strip punctuation with a regex, count and sort.
const text = "The quick brown fox. The lazy dog! the end? Quick, quick.";
const words = text.toLowerCase().match(/[a-z']+/g)!;
const counts = new Map<string, number>();
for (const w of words) counts.set(w, (counts.get(w) ?? 0) + 1);
console.log([...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).slice(0, 4), words.length);
