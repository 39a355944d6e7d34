// Trie with Record<string, TrieNode> and autocomplete
interface TrieNode {
  children: Record<string, TrieNode>;
  end: boolean;
  count: number;
}

const makeNode = (): TrieNode => ({ children: {}, end: false, count: 0 });

class Trie {
  root = makeNode();
  insert(word: string): void {
    let node = this.root;
    for (const ch of word) {
      node.children[ch] ??= makeNode();
      node = node.children[ch];
      node.count++;
    }
    node.end = true;
  }
  private find(prefix: string): TrieNode | null {
    let node: TrieNode | undefined = this.root;
    for (const ch of prefix) {
      node = node.children[ch];
      if (!node) return null;
    }
    return node;
  }
  has(word: string) { return this.find(word)?.end === true; }
  countPrefix(prefix: string): number { return this.find(prefix)?.count ?? 0; }
  complete(prefix: string, limit = 5): string[] {
    const start = this.find(prefix);
    if (!start) return [];
    const out: string[] = [];
    const stack: Array<[TrieNode, string]> = [[start, prefix]];
    while (stack.length && out.length < limit) {
      const [node, acc] = stack.pop()!;
      if (node.end) out.push(acc);
      const keys = Object.keys(node.children).sort().reverse();
      for (const k of keys) stack.push([node.children[k], acc + k]);
    }
    return out;
  }
}

class MapTrie {
  private kids = new Map<string, MapTrie>();
  private terminal = false;
  add(w: string, i = 0): void {
    if (i === w.length) { this.terminal = true; return; }
    let next = this.kids.get(w[i]);
    if (!next) { next = new MapTrie(); this.kids.set(w[i], next); }
    next.add(w, i + 1);
  }
  matches(pattern: string, i = 0): boolean {
    if (i === pattern.length) return this.terminal;
    const c = pattern.charAt(i);
    if (c === ".") return [...this.kids.values()].some((k) => k.matches(pattern, i + 1));
    return this.kids.get(c)?.matches(pattern, i + 1) ?? false;
  }
}

const t = new Trie();
["apple", "app", "apply", "apt", "banana", "band", "bandana"].forEach((w) => t.insert(w));
console.log(t.has("app"), t.has("appl"), t.countPrefix("ap"), t.countPrefix("ban"));
console.log(t.complete("ap"), t.complete("band"), t.complete("z"));
const mt = new MapTrie();
for (const w of ["bad", "dad", "mad"]) mt.add(w);
console.log(["pad", "bad", ".ad", "b..", "b.", "..."].map((p) => `${p}:${mt.matches(p)}`).join(" "));
function longestCommonPrefix(strs: string[]): string {
  if (!strs.length) return "";
  return strs.reduce((pre, s) => {
    while (!s.startsWith(pre)) pre = pre.slice(0, -1);
    return pre;
  });
}
console.log(longestCommonPrefix(["flower", "flow", "flight"]) || "<none>", longestCommonPrefix(["dog", "car"]) || "<none>");
