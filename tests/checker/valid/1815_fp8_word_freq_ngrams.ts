const STOP = new Set(["the", "a", "an", "and", "of", "to", "in", "is", "it", "that"]);

function words(text: string): string[] {
  return text.toLowerCase().match(/[a-z']+/g)?.map((w) => w.replace(/^'+|'+$/g, "")).filter(Boolean) ?? [];
}

function frequencies(ws: Iterable<string>): Map<string, number> {
  const m = new Map<string, number>();
  for (const w of ws) m.set(w, (m.get(w) ?? 0) + 1);
  return m;
}

function topN<K>(m: Map<K, number>, n: number): Array<[K, number]> {
  return [...m.entries()].sort((a, b) => b[1] - a[1] || String(a[0]).localeCompare(String(b[0]))).slice(0, n);
}

function ngrams<T>(xs: readonly T[], n: number): T[][] {
  return Array.from({ length: Math.max(0, xs.length - n + 1) }, (_, i) => xs.slice(i, i + n));
}

function charNgrams(word: string, n: number): string[] {
  const padded = `^${word}$`;
  return ngrams([...padded], n).map((g) => g.join(""));
}

function jaccard<T>(a: Set<T>, b: Set<T>): number {
  const inter = [...a].filter((x) => b.has(x)).length;
  const union = new Set([...a, ...b]).size;
  return union === 0 ? 0 : inter / union;
}

const corpus = `It was the best of times, it was the worst of times, it was the age of wisdom,
it was the age of foolishness, it was the epoch of belief, it was the epoch of incredulity,
it was the season of Light, it was the season of Darkness. Don't panic; 'tis fine.`;

const ws = words(corpus);
console.log("words:", ws.length, "unique:", new Set(ws).size);
const freq = frequencies(ws.filter((w) => !STOP.has(w)));
console.log(topN(freq, 5));
const bigrams = frequencies(ngrams(ws, 2).map((g) => g.join(" ")));
console.log(topN(bigrams, 4).map(([g, c]) => `${g} (${c})`).join(", "));
const trigramCounts = frequencies(ngrams(ws, 3).map((g) => g.join(" ")));
console.log([...trigramCounts].filter(([, c]) => c > 1).length, "repeated trigrams");

const vocab = [...new Set(ws)];
function suggest(input: string): string[] {
  const grams = new Set(charNgrams(input, 2));
  return vocab
    .map((w) => ({ w, score: jaccard(grams, new Set(charNgrams(w, 2))) }))
    .filter(({ score }) => score > 0.3)
    .sort((x, y) => y.score - x.score)
    .slice(0, 3)
    .map(({ w, score }) => `${w}:${score.toFixed(2)}`);
}
console.log(suggest("wisdon"), suggest("seasn"), suggest("zzz"));

const lengths = ws.reduce((acc, w) => acc.set(w.length, [...(acc.get(w.length) ?? []), w]), new Map<number, string[]>());
console.log([...lengths.keys()].sort((a, b) => a - b).map((k) => `${k}:${new Set(lengths.get(k)).size}`).join(" "));
