// Trie with deletion, word search on a board, and a Map-based counter of prefixes
class TrieNode2 {
  children = new Map<string, TrieNode2>();
  word: string | null = null;
  passes = 0;
}
class WordTrie {
  private root = new TrieNode2();
  add(word: string): void {
    let n = this.root;
    n.passes++;
    for (const ch of word) {
      let next = n.children.get(ch);
      if (!next) n.children.set(ch, (next = new TrieNode2()));
      n = next;
      n.passes++;
    }
    n.word = word;
  }
  remove(word: string): boolean {
    const path: TrieNode2[] = [this.root];
    for (const ch of word) {
      const next = path[path.length - 1].children.get(ch);
      if (!next) return false;
      path.push(next);
    }
    const last = path[path.length - 1];
    if (last.word !== word) return false;
    last.word = null;
    path.forEach((n) => n.passes--);
    for (let i = word.length; i > 0; i--) if (path[i].passes === 0) path[i - 1].children.delete(word[i - 1]);
    return true;
  }
  get rootNode() { return this.root; }
  count(prefix = ""): number {
    let n: TrieNode2 | undefined = this.root;
    for (const ch of prefix) if (!(n = n.children.get(ch))) return 0;
    return n.passes;
  }
}
function findWords(board: string[][], words: string[]): string[] {
  const trie = new WordTrie();
  words.forEach((w) => trie.add(w));
  const found = new Set<string>();
  const R = board.length, C = board[0]?.length ?? 0;
  const dfs = (r: number, c: number, node: TrieNode2) => {
    const ch = board[r]?.[c];
    if (ch === undefined || ch === "#") return;
    const next = node.children.get(ch);
    if (!next) return;
    if (next.word) found.add(next.word);
    board[r][c] = "#";
    for (const [dr, dc] of [[1, 0], [-1, 0], [0, 1], [0, -1]] as const) dfs(r + dr, c + dc, next);
    board[r][c] = ch;
  };
  for (let r = 0; r < R; r++) for (let c = 0; c < C; c++) dfs(r, c, trie.rootNode);
  return [...found].sort();
}
const t = new WordTrie();
["car", "card", "care", "cat", "dog"].forEach((w) => t.add(w));
console.log(t.count(), t.count("ca"), t.count("car"), t.count("x"));
console.log(t.remove("card"), t.remove("card"), t.remove("ca"), t.count("car"), t.count("card"));
const board = ["oaan", "etae", "ihkr", "iflv"].map((r) => r.split(""));
console.log(findWords(board, ["oath", "pea", "eat", "rain", "hike", "oat"]), board[0].join(""));
