// String algorithms: KMP, Z-function, rolling hash, palindromes, string builder
function kmpTable(p: string): number[] {
  const lps = Array<number>(p.length).fill(0);
  for (let i = 1, len = 0; i < p.length; ) {
    if (p[i] === p[len]) lps[i++] = ++len;
    else if (len) len = lps[len - 1];
    else lps[i++] = 0;
  }
  return lps;
}
function kmpSearch(text: string, pat: string): number[] {
  if (!pat) return [];
  const lps = kmpTable(pat);
  const hits: number[] = [];
  let j = 0;
  for (let i = 0; i < text.length; i++) {
    while (j > 0 && text[i] !== pat[j]) j = lps[j - 1];
    if (text[i] === pat[j]) j++;
    if (j === pat.length) { hits.push(i - j + 1); j = lps[j - 1]; }
  }
  return hits;
}
function zFunction(s: string): number[] {
  const z = new Array(s.length).fill(0) as number[];
  for (let i = 1, l = 0, r = 0; i < s.length; i++) {
    if (i < r) z[i] = Math.min(r - i, z[i - l]);
    while (i + z[i] < s.length && s[z[i]] === s[i + z[i]]) z[i]++;
    if (i + z[i] > r) [l, r] = [i, i + z[i]];
  }
  return z;
}
function rabinKarp(text: string, pat: string, base = 256, mod = 1_000_000_007): number {
  const m = pat.length;
  if (m > text.length) return -1;
  let hp = 0, ht = 0, pow = 1;
  for (let i = 0; i < m; i++) {
    hp = (hp * base + pat.charCodeAt(i)) % mod;
    ht = (ht * base + text.charCodeAt(i)) % mod;
    if (i < m - 1) pow = (pow * base) % mod;
  }
  for (let i = 0; ; i++) {
    if (hp === ht && text.startsWith(pat, i)) return i;
    if (i + m >= text.length) return -1;
    ht = ((ht - text.charCodeAt(i) * pow % mod + mod) * base + text.charCodeAt(i + m)) % mod;
  }
}
function longestPalindrome(s: string): string {
  let best = [0, 0];
  const expand = (l: number, r: number) => {
    while (l >= 0 && r < s.length && s[l] === s[r]) { l--; r++; }
    if (r - l - 1 > best[1] - best[0]) best = [l + 1, r];
  };
  for (let i = 0; i < s.length; i++) { expand(i, i); expand(i, i + 1); }
  return s.slice(best[0], best[1]);
}
class StringBuilder {
  private parts: string[] = [];
  append(...xs: (string | number | boolean)[]): this { this.parts.push(...xs.map(String)); return this; }
  line(s = ""): this { return this.append(s, "\n"); }
  indent(n: number, s: string) { return this.line(" ".repeat(n) + s); }
  get length() { return this.parts.reduce((n, p) => n + p.length, 0); }
  toString(): string { return this.parts.join(""); }
}
console.log(kmpTable("aabaaab"), kmpSearch("abababcabab", "abab"));
console.log(zFunction("aaabaab").join(" "));
console.log(rabinKarp("hello world", "world"), rabinKarp("aaaa", "b"), rabinKarp("ab", "abc"));
console.log(["babad", "cbbd", "a", "forgeeksskeegfor"].map(longestPalindrome));
const sb = new StringBuilder().line("report:").indent(2, "ok").append("n=", 3, " flag=", true);
console.log(sb.toString(), sb.length);
const compress = (s: string) => s.replace(/(.)\1*/g, (run, ch: string) => ch + (run.length > 1 ? run.length : ""));
console.log(compress("aaabccddddde"));
const isAnagram = (a: string, b: string) => [...a].sort().join() === [...b].sort().join();
console.log(isAnagram("listen", "silent"), isAnagram("rat", "car"));
