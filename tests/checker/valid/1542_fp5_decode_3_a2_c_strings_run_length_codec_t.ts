// Decode "3[a2[c]]" strings, run-length codec, text justification
function decodeString(s: string): string {
  const stack: [prefix: string, count: number][] = [];
  let cur = "", num = 0;
  for (const ch of s) {
    if (ch >= "0" && ch <= "9") num = num * 10 + Number(ch);
    else if (ch === "[") { stack.push([cur, num]); cur = ""; num = 0; }
    else if (ch === "]") {
      const top = stack.pop();
      if (!top) throw new SyntaxError("unbalanced ]");
      const [prefix, count] = top;
      cur = prefix + cur.repeat(count);
    } else cur += ch;
  }
  if (stack.length) throw new SyntaxError("unbalanced [");
  return cur;
}
const rle = {
  encode: (s: string): string => s.replace(/(.)\1*/g, (m) => `${m.length}${m[0]}`),
  decode: (s: string): string => [...s.matchAll(/(\d+)(\D)/g)].map(([, n, c]) => c.repeat(+n)).join(""),
};
function justify(words: string[], width: number): string[] {
  const lines: string[] = [];
  let i = 0;
  while (i < words.length) {
    let j = i, len = 0;
    while (j < words.length && len + words[j].length + (j - i) <= width) len += words[j++].length;
    const gaps = j - i - 1;
    let line: string;
    if (j === words.length || gaps === 0) {
      line = words.slice(i, j).join(" ").padEnd(width);
    } else {
      const spaces = width - len;
      const base = Math.floor(spaces / gaps), extra = spaces % gaps;
      line = words.slice(i, j).reduce((acc, w, k) => acc + (k === 0 ? "" : " ".repeat(base + (k <= extra ? 1 : 0))) + w, "");
    }
    lines.push(line);
    i = j;
  }
  return lines;
}
function wrap(text: string, width: number): string {
  return text.split(/\s+/).filter(Boolean).reduce<string[]>((lines, word) => {
    const last = lines.length - 1;
    if (last >= 0 && lines[last].length + 1 + word.length <= width) lines[last] += " " + word;
    else lines.push(word);
    return lines;
  }, []).join("\n");
}
console.log(["3[a]2[bc]", "3[a2[c]]", "2[abc]3[cd]ef", "10[x]"].map(decodeString));
try { decodeString("2[a"); } catch (e) { console.log((e as Error).name, (e as Error).message); }
const enc = rle.encode("WWWWWWWWWWWWBWWWWWWWWWWWWBBBWWWWWWWWWWWWWWWWWWWWWWWWBWWWWWWWWWWWWWW");
console.log(enc, rle.decode(enc).length);
justify("This is an example of text justification.".split(" "), 16).forEach((l) => console.log(`|${l}|`));
console.log(wrap("The quick brown fox jumps over the lazy dog and keeps running far away", 20));
