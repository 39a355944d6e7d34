type Inline =
  | { type: "text"; value: string }
  | { type: "strong"; children: Inline[] }
  | { type: "em"; children: Inline[] }
  | { type: "code"; value: string }
  | { type: "link"; href: string; children: Inline[] };

type Block =
  | { type: "heading"; level: 1 | 2 | 3 | 4 | 5 | 6; children: Inline[] }
  | { type: "paragraph"; children: Inline[] }
  | { type: "list"; ordered: boolean; items: Inline[][] }
  | { type: "codeblock"; lang: string | null; code: string };

const escapeHtml = (s: string) =>
  s.replace(/[&<>"]/g, (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[ch] ?? ch);

function parseInline(src: string): Inline[] {
  const out: Inline[] = [];
  const re = /\*\*(.+?)\*\*|\*(.+?)\*|`([^`]+)`|\[([^\]]+)\]\(([^)]+)\)/g;
  let last = 0;
  for (const m of src.matchAll(re)) {
    const at = m.index ?? 0;
    if (at > last) out.push({ type: "text", value: src.slice(last, at) });
    if (m[1] !== undefined) out.push({ type: "strong", children: parseInline(m[1]) });
    else if (m[2] !== undefined) out.push({ type: "em", children: parseInline(m[2]) });
    else if (m[3] !== undefined) out.push({ type: "code", value: m[3] });
    else out.push({ type: "link", href: m[5], children: parseInline(m[4]) });
    last = at + m[0].length;
  }
  if (last < src.length) out.push({ type: "text", value: src.slice(last) });
  return out;
}

function parseBlocks(md: string): Block[] {
  const lines = md.split("\n");
  const blocks: Block[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    if (line.trim() === "") continue;
    const h = /^(#{1,6})\s+(.*)$/.exec(line);
    if (h) {
      blocks.push({ type: "heading", level: h[1].length as 1 | 2 | 3 | 4 | 5 | 6, children: parseInline(h[2]) });
    } else if (line.startsWith("```")) {
      const lang = line.slice(3).trim() || null;
      const body: string[] = [];
      while (++i < lines.length && !lines[i].startsWith("```")) body.push(lines[i]);
      blocks.push({ type: "codeblock", lang, code: body.join("\n") });
    } else if (/^(\d+\.|[-*])\s/.test(line)) {
      const ordered = /^\d/.test(line);
      const items: Inline[][] = [];
      while (i < lines.length && /^(\d+\.|[-*])\s/.test(lines[i])) {
        items.push(parseInline(lines[i].replace(/^(\d+\.|[-*])\s+/, "")));
        i++;
      }
      i--;
      blocks.push({ type: "list", ordered, items });
    } else {
      blocks.push({ type: "paragraph", children: parseInline(line) });
    }
  }
  return blocks;
}

function renderInline(nodes: Inline[]): string {
  return nodes
    .map((n) => {
      switch (n.type) {
        case "text": return escapeHtml(n.value);
        case "code": return `<code>${escapeHtml(n.value)}</code>`;
        case "strong": return `<strong>${renderInline(n.children)}</strong>`;
        case "em": return `<em>${renderInline(n.children)}</em>`;
        case "link": return `<a href="${escapeHtml(n.href)}">${renderInline(n.children)}</a>`;
      }
    })
    .join("");
}

function renderBlock(b: Block): string {
  switch (b.type) {
    case "heading": return `<h${b.level}>${renderInline(b.children)}</h${b.level}>`;
    case "paragraph": return `<p>${renderInline(b.children)}</p>`;
    case "codeblock": return `<pre><code${b.lang ? ` class="language-${b.lang}"` : ""}>${escapeHtml(b.code)}</code></pre>`;
    case "list": {
      const tag = b.ordered ? "ol" : "ul";
      return `<${tag}>${b.items.map((it) => `<li>${renderInline(it)}</li>`).join("")}</${tag}>`;
    }
  }
}

const md = `# Hello *world*
Some **bold and *nested* text** with \`code <b>\` and a [link](https://x.io?a=1&b=2).

- one
- two **2**
1. first
2. second
\`\`\`ts
const x = 1 < 2;
\`\`\``;

const html = parseBlocks(md).map(renderBlock).join("\n");
console.log(html);
