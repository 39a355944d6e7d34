function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c);
}

function html(strings: TemplateStringsArray, ...values: unknown[]): string {
  let out = strings[0];
  values.forEach((v, i) => {
    const text = Array.isArray(v) ? v.join("") : escapeHtml(String(v));
    out += text + strings[i + 1];
  });
  return out;
}

function dedent(strings: TemplateStringsArray, ...values: Array<string | number>): string {
  const raw = strings.raw.reduce((acc, s, i) => acc + s + (i < values.length ? String(values[i]) : ""), "");
  const lines = raw.split("\n");
  while (lines.length && lines[0].trim() === "") lines.shift();
  const indent = Math.min(...lines.filter((l) => l.trim()).map((l) => l.length - l.trimStart().length));
  return lines.map((l) => l.slice(indent)).join("\n").trimEnd();
}

const sql = (parts: TemplateStringsArray, ...params: unknown[]) => ({
  text: parts.reduce((q, p, i) => q + "$" + i + p),
  params,
});

const user = { name: `O'Brien <admin>`, tags: ["a", "b&c"] };
const page = html`<h1>${user.name}</h1><ul>${user.tags.map((t) => html`<li>${t}</li>`)}</ul>`;
console.log(page);

const q = sql`SELECT * FROM users WHERE name = ${user.name} AND age > ${30}`;
console.log(q.text, q.params);

const block = dedent`
    function hello() {
      return ${42};
    }
    // path: C:\temp\${"x"}
`;
console.log(block);
console.log(String.raw`\n is not a newline, ${1 + 1} is two`);
const cooked = ((s: TemplateStringsArray) => [s[0], s.raw[0]])`a\tb`;
console.log(JSON.stringify(cooked));
const width = 12;
const row = (label: string, n: number) => `${label.padEnd(width, ".")}${n.toFixed(1).padStart(8)}`;
["alpha", "beta", "gamma-delta"].forEach((l, i) => console.log(row(l, (i + 1) * 12.345)));
