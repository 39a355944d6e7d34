const doc = `# Guide
Intro text.
## Install
Run \`npm i\`.
### From source
Clone it.
## Usage
### CLI
### API & SDK
#### Advanced: hooks
## FAQ
`;

interface Heading {
  level: number;
  text: string;
  slug: string;
  children: Heading[];
}

const seen = new Map<string, number>();
function slugOf(text: string): string {
  const base = text.toLowerCase().replace(/[^\w\s-]/g, "").trim().replace(/\s+/g, "-");
  const n = seen.get(base) ?? 0;
  seen.set(base, n + 1);
  return n === 0 ? base : `${base}-${n}`;
}

const flat: Heading[] = [];
for (const m of doc.matchAll(/^(?<hashes>#{1,6})\s+(?<text>.+)$/gm)) {
  const { hashes, text } = m.groups as { hashes: string; text: string };
  flat.push({ level: hashes.length, text, slug: slugOf(text), children: [] });
}

const root: Heading = { level: 0, text: "", slug: "", children: [] };
const stack: Heading[] = [root];
for (const h of flat) {
  while (stack.length > 1 && stack[stack.length - 1].level >= h.level) stack.pop();
  stack[stack.length - 1].children.push(h);
  stack.push(h);
}

function toc(nodes: Heading[], depth = 0): string[] {
  return nodes.flatMap((n) => [`${"  ".repeat(depth)}- [${n.text}](#${n.slug})`, ...toc(n.children, depth + 1)]);
}
console.log(toc(root.children).join("\n"));

const codeSpans = [...doc.matchAll(/`([^`]+)`/g)].map((m) => m[1]);
console.log("code spans:", codeSpans);
const numbered = doc.split("\n").map((line, i) => `${String(i + 1).padStart(3, " ")}: ${line}`);
console.log(numbered.slice(0, 3).join("\n"));
const depthHist = flat.reduce<number[]>((h, x) => {
  h[x.level] = (h[x.level] || 0) + 1;
  return h;
}, []);
console.log(depthHist.map((n, lvl) => `h${lvl}=${n}`).filter(Boolean).join(" "));
console.log(doc.replace(/^(#+) (.*)$/gm, (_, h: string, t: string) => `${h.length}|${t.toUpperCase()}`).split("\n")[0]);
