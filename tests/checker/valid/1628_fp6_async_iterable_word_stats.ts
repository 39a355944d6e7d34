// Streaming word statistics over chunks from an async source, with a class implementing Symbol.asyncIterator.
class ChunkSource implements AsyncIterable<string> {
  #chunks: string[];
  #delivered = 0;
  constructor(text: string, private readonly size: number) {
    this.#chunks = [];
    for (let i = 0; i < text.length; i += size) this.#chunks.push(text.slice(i, i + size));
  }
  get delivered(): number {
    return this.#delivered;
  }
  async *[Symbol.asyncIterator](): AsyncGenerator<string> {
    for (const c of this.#chunks) {
      await Promise.resolve();
      this.#delivered++;
      yield c;
    }
  }
}

async function* words(source: AsyncIterable<string>): AsyncGenerator<string, void, undefined> {
  let carry = "";
  for await (const chunk of source) {
    const parts = (carry + chunk).split(/\s+/);
    carry = parts.pop() ?? "";
    for (const p of parts) if (p) yield p.toLowerCase().replace(/[^\p{L}\p{N}'-]/gu, "");
  }
  if (carry) yield carry.toLowerCase().replace(/[^\p{L}\p{N}'-]/gu, "");
}

const TEXT = `The quick brown fox jumps over the lazy dog. The dog sleeps; the fox doesn't.
Über-fast foxes jump twice, dogs sleep thrice. Quick quick QUICK!`;
const src = new ChunkSource(TEXT, 16);
const freq = new Map<string, number>();
let total = 0;
let longest = "";
for await (const w of words(src)) {
  if (!w) continue;
  total++;
  freq.set(w, (freq.get(w) ?? 0) + 1);
  if (w.length > longest.length) longest = w;
}
const top = [...freq].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).slice(0, 5);
console.log(`chunks=${src.delivered} words=${total} unique=${freq.size} longest=${longest}`);
const width = Math.max(...top.map(([w]) => w.length));
for (const [w, n] of top) console.log(`${w.padEnd(width)} ${"▇".repeat(n)} ${n}`);
const lengths = [...freq.keys()].reduce<Record<number, number>>((acc, w) => {
  acc[w.length] = (acc[w.length] ?? 0) + 1;
  return acc;
}, {});
console.log(Object.entries(lengths).map(([len, n]) => `${len}:${n}`).join(" "));
