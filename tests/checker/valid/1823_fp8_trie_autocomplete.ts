interface TrieNode { children: Map<string, TrieNode>; count: number; terminal: boolean }

const node = (): TrieNode => ({ children: new Map(), count: 0, terminal: false });

class Trie {
  private root = node();
  private _size = 0;

  get size() { return this._size; }

  insert(word: string): boolean {
    let cur = this.root;
    for (const ch of word) {
      let next = cur.children.get(ch);
      if (!next) {
        next = node();
        cur.children.set(ch, next);
      }
      next.count++;
      cur = next;
    }
    if (cur.terminal) return false;
    cur.terminal = true;
    this._size++;
    return true;
  }

  private find(prefix: string): TrieNode | undefined {
    let cur: TrieNode | undefined = this.root;
    for (const ch of prefix) {
      cur = cur.children.get(ch);
      if (!cur) return undefined;
    }
    return cur;
  }

  has(word: string): boolean {
    return this.find(word)?.terminal ?? false;
  }

  *complete(prefix: string): IterableIterator<string> {
    const start = this.find(prefix);
    if (!start) return;
    const stack: Array<[TrieNode, string]> = [[start, prefix]];
    while (stack.length) {
      const [n, acc] = stack.pop()!;
      if (n.terminal) yield acc;
      const kids = [...n.children.entries()].sort(([a], [b]) => (a < b ? 1 : a > b ? -1 : 0));
      for (const [ch, child] of kids) stack.push([child, acc + ch]);
    }
  }

  countPrefix(prefix: string): number {
    return prefix === "" ? this._size : this.find(prefix)?.count ?? 0;
  }

  toJSON(): unknown {
    const conv = (n: TrieNode): Record<string, unknown> =>
      Object.fromEntries([...n.children].map(([ch, c]) => [c.terminal ? ch + "$" : ch, conv(c)]));
    return conv(this.root);
  }
}

const t = new Trie();
const words = "car card care careful cart cat catalog dog dodge do".split(" ");
const added = words.map((w) => t.insert(w)).filter(Boolean).length;
console.log(added, t.insert("car"), t.size);
console.log([...t.complete("car")]);
console.log([...t.complete("do")], [...t.complete("x")]);
console.log(t.has("ca"), t.has("cat"), t.countPrefix("ca"), t.countPrefix(""));
console.log(JSON.stringify(t.toJSON()).length);
const grouped = words.reduce((m, w) => m.set(w[0], (m.get(w[0]) ?? 0) + 1), new Map<string, number>());
console.log(Object.fromEntries(grouped));
