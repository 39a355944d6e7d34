function slugify(title: string): string {
  return title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let current = "";
  for (const word of text.split(/\s+/)) {
    if (!word) continue;
    if (current.length + word.length + (current ? 1 : 0) > width) {
      if (current) lines.push(current);
      current = word;
    } else {
      current = current ? `${current} ${word}` : word;
    }
  }
  if (current) lines.push(current);
  return lines;
}

function center(s: string, width: number, fill = " "): string {
  const total = Math.max(0, width - s.length);
  const left = Math.floor(total / 2);
  return fill.repeat(left) + s + fill.repeat(total - left);
}

function camelToWords(s: string): string {
  return s.replace(/([a-z0-9])([A-Z])/g, "$1 $2").replace(/^./, (c) => c.toUpperCase());
}

const titles = ["Héllo, Wörld!", "  TypeScript 5.9 -- What's New?  ", "Crème brûlée & co."];
titles.forEach((t) => console.log(JSON.stringify(t), "=>", slugify(t)));

const para =
  "The quick brown fox jumps over the lazy dog. Pack my box with five dozen liquor jugs. How vexingly quick daft zebras jump!";
const lines = wrap(para, 28);
const boxWidth = Math.max(...lines.map((l) => l.length)) + 4;
console.log("+" + "-".repeat(boxWidth - 2) + "+");
for (const l of lines) console.log("| " + l.padEnd(boxWidth - 4) + " |");
console.log("+" + "-".repeat(boxWidth - 2) + "+");
console.log(center("title", 20, "*"));
console.log(["userId", "createdAtUTC", "htmlParser2"].map(camelToWords));

const counts = new Map<string, number>();
for (const ch of para.toLowerCase()) {
  if (ch >= "a" && ch <= "z") counts.set(ch, (counts.get(ch) ?? 0) + 1);
}
const top5 = [...counts.entries()].sort(([a, x], [b, y]) => y - x || a.localeCompare(b)).slice(0, 5);
console.log(top5.map(([c, n]) => `${c}:${n}`).join(" "));
const isPangram = counts.size === 26;
console.log(`pangram? ${isPangram ? "yes" : "no"}; chars=${[...para].length}; at(-1)=${para.at(-1)}`);
console.log("abc".codePointAt(1), String.fromCharCode(72, 105), "x".charCodeAt(0).toString(2).padStart(8, "0"));
