class TrieNode {
  children: Map<string, TrieNode> = new Map();
  word: string | null = null;
  count = 0;
}

class WordDictionary {
  private root = new TrieNode();
  addWord(word: string): void {
    let node = this.root;
    for (const ch of word) {
      let next = node.children.get(ch);
      if (!next) {
        next = new TrieNode();
        node.children.set(ch, next);
      }
      next.count++;
      node = next;
    }
    node.word = word;
  }
  search(pattern: string): boolean {
    const dfs = (node: TrieNode, i: number): boolean => {
      if (i === pattern.length) return node.word !== null;
      const ch = pattern[i];
      if (ch === ".") {
        for (const child of node.children.values()) if (dfs(child, i + 1)) return true;
        return false;
      }
      const next = node.children.get(ch);
      return next !== undefined && dfs(next, i + 1);
    };
    return dfs(this.root, 0);
  }
  withPrefix(prefix: string): string[] {
    let node: TrieNode | undefined = this.root;
    for (const ch of prefix) {
      node = node.children.get(ch);
      if (!node) return [];
    }
    const out: string[] = [];
    const stack: TrieNode[] = [node];
    while (stack.length) {
      const cur = stack.pop()!;
      if (cur.word) out.push(cur.word);
      for (const child of cur.children.values()) stack.push(child);
    }
    return out.sort();
  }
}

const dict = new WordDictionary();
["bad", "dad", "mad", "bat"].forEach((w) => dict.addWord(w));
console.log(dict.search(".ad"), dict.search("b.."), dict.search("x"), dict.withPrefix("ba"));
