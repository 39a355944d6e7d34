// Whole program (issue 15, sixth pass: agent data work and type-level TypeScript).
class Counter2<K> {
  private m = new Map<K, number>();
  add(k: K, n = 1) {
    this.m.set(k, (this.m.get(k) ?? 0) + n);
    return this;
  }
  addAll(ks: Iterable<K>) {
    for (const k of ks) this.add(k);
    return this;
  }
  get(k: K) {
    return this.m.get(k) ?? 0;
  }
  mostCommon(n?: number) {
    const es = [...this.m.entries()].sort((a, b) => b[1] - a[1]);
    return n === undefined ? es : es.slice(0, n);
  }
  total() {
    let t = 0;
    for (const v of this.m.values()) t += v;
    return t;
  }
  keys() {
    return [...this.m.keys()];
  }
}

class Bigrams extends Counter2<`${string} ${string}`> {
  static fromText(text: string) {
    const words = text.toLowerCase().match(/[a-z']+/g) ?? [];
    const b = new Bigrams();
    for (let i = 0; i + 1 < words.length; i++) b.add(`${words[i]} ${words[i + 1]}`);
    return b;
  }
  followers(word: string) {
    return this.mostCommon().filter(([k]) => k.startsWith(`${word} `)).map(([k, n]) => [k.split(" ")[1], n] as const);
  }
}

const text = "the cat sat on the mat. the cat ate the rat. a cat and the dog sat on a log.";
const words = new Counter2<string>().addAll(text.match(/\w+/g) ?? []);
console.log(words.mostCommon(3), words.total(), words.get("cat"), words.get("zebra"));
const bi = Bigrams.fromText(text);
console.log(bi.mostCommon(2), bi.followers("the"), bi.keys().length);
const letters = new Counter2<string>().addAll(text.replace(/\W/g, ""));
const top = letters.mostCommon(5).map(([c, n]) => `${c}=${n}`).join(" ");
console.log(top);
const lengths = new Counter2<number>().addAll((text.match(/\w+/g) ?? []).map((w) => w.length));
console.log(lengths.mostCommon().sort((a, b) => a[0] - b[0]));
