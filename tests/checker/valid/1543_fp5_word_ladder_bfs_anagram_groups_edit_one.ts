// Word ladder BFS, anagram groups, edit-one-away with Sets and Maps
function ladderLength(begin: string, end: string, wordList: string[]): { steps: number; path: string[] } {
  const dict = new Set(wordList);
  if (!dict.has(end)) return { steps: 0, path: [] };
  const parent = new Map<string, string | null>([[begin, null]]);
  let frontier = [begin];
  let steps = 1;
  while (frontier.length) {
    const next: string[] = [];
    for (const w of frontier) {
      if (w === end) {
        const path: string[] = [];
        for (let c: string | null | undefined = w; c; c = parent.get(c)) path.unshift(c);
        return { steps, path };
      }
      for (let i = 0; i < w.length; i++)
        for (let code = 97; code <= 122; code++) {
          const cand = w.slice(0, i) + String.fromCharCode(code) + w.slice(i + 1);
          if (dict.has(cand) && !parent.has(cand)) { parent.set(cand, w); next.push(cand); }
        }
    }
    frontier = next;
    steps++;
  }
  return { steps: 0, path: [] };
}
function groupAnagrams(words: string[]): string[][] {
  const groups = new Map<string, string[]>();
  for (const w of words) {
    const key = [...w].sort().join("");
    groups.set(key, [...(groups.get(key) ?? []), w]);
  }
  return Array.from(groups.values()).sort((a, b) => b.length - a.length || a[0].localeCompare(b[0]));
}
function oneEditAway(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1) return false;
  const [s, l] = a.length <= b.length ? [a, b] : [b, a];
  let i = 0, j = 0, edits = 0;
  while (i < s.length && j < l.length) {
    if (s[i] !== l[j]) {
      if (++edits > 1) return false;
      if (s.length === l.length) i++;
    } else i++;
    j++;
  }
  return edits + (l.length - j) <= 1;
}
const r = ladderLength("hit", "cog", ["hot", "dot", "dog", "lot", "log", "cog"]);
console.log(r.steps, r.path.join(" -> "), ladderLength("hit", "cog", ["hot", "dot"]).steps);
console.log(groupAnagrams(["eat", "tea", "tan", "ate", "nat", "bat"]));
const pairs: Array<[string, string]> = [["pale", "ple"], ["pales", "pale"], ["pale", "bale"], ["pale", "bake"], ["", "a"]];
console.log(pairs.map(([a, b]) => `${a}/${b}:${oneEditAway(a, b)}`).join(" "));
const charFreq = (s: string) => [...s].reduce((m, c) => m.set(c, (m.get(c) ?? 0) + 1), new Map<string, number>());
const canBuild = (note: string, mag: string) => {
  const have = charFreq(mag);
  return [...charFreq(note)].every(([c, n]) => (have.get(c) ?? 0) >= n);
};
console.log(canBuild("aa", "aab"), canBuild("abc", "ab"), Object.fromEntries(charFreq("hello")));
