interface Heading { level: number; text: string; slug: string; children: Heading[] }

function slugify(s: string, seen: Map<string, number>): string {
  const base = s.toLowerCase().replace(/[^\w\s-]/g, "").trim().replace(/\s+/g, "-");
  const n = seen.get(base) ?? 0;
  seen.set(base, n + 1);
  return n === 0 ? base : `${base}-${n}`;
}

function buildToc(md: string): Heading[] {
  const roots: Heading[] = [];
  const stack: Heading[] = [];
  const seen = new Map<string, number>();
  let inFence = false;
  for (const line of md.split("\n")) {
    if (line.startsWith("```")) inFence = !inFence;
    const m = !inFence && line.match(/^(#{1,6})\s+(.+?)\s*#*$/);
    if (!m) continue;
    const h: Heading = { level: m[1].length, text: m[2], slug: slugify(m[2], seen), children: [] };
    while (stack.length && stack[stack.length - 1].level >= h.level) stack.pop();
    (stack.length ? stack[stack.length - 1].children : roots).push(h);
    stack.push(h);
  }
  return roots;
}

const renderToc = (hs: Heading[], depth = 0): string =>
  hs.map((h) => `${"  ".repeat(depth)}- [${h.text}](#${h.slug})\n${renderToc(h.children, depth + 1)}`).join("");

function numberHeadings(hs: Heading[], prefix: number[] = []): Array<[string, string]> {
  return hs.flatMap((h, i) => {
    const num = [...prefix, i + 1];
    return [[num.join("."), h.text] as [string, string], ...numberHeadings(h.children, num)];
  });
}

const doc = `# Guide
Intro text.
## Install
### From npm
### From source
## Usage
\`\`\`sh
# not a heading
\`\`\`
### Options
#### Advanced options
## Usage
# Appendix
### Skipped level`;

const toc = buildToc(doc);
console.log(renderToc(toc));
console.log(numberHeadings(toc).map(([n, t]) => `${n} ${t}`).join("\n"));
const count = (hs: Heading[]): number => hs.reduce((n, h) => n + 1 + count(h.children), 0);
console.log(count(toc), toc.map((h) => h.children.length));
