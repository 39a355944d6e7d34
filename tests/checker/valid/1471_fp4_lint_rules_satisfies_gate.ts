// Whole program (issue 15, sixth pass: agent data work and type-level TypeScript).
type Severity = "low" | "medium" | "high" | "critical";
type Finding = { rule: string; file: string; line: number; severity: Severity; message: string };
type Rule = { id: string; severity: Severity; test: (line: string) => string | null };

const rules = [
  { id: "no-console", severity: "low", test: (l) => (/console\.log\(/.test(l) ? "console.log left in" : null) },
  { id: "no-eval", severity: "critical", test: (l) => (/\beval\(/.test(l) ? "eval is dangerous" : null) },
  { id: "todo", severity: "low", test: (l) => { const m = /TODO\((\w+)\)/.exec(l); return m ? `todo for ${m[1]}` : null; } },
  { id: "secret", severity: "high", test: (l) => (/(api[_-]?key|password)\s*=\s*["'][^"']+["']/i.test(l) ? "hard-coded secret" : null) },
] satisfies Rule[];

type RuleId = (typeof rules)[number]["id"];

const files: Record<string, string> = {
  "src/app.ts": `const apiKey = "abc123";\nconsole.log("start");\n// TODO(kim): retry\n`,
  "src/util.ts": `export const run = (s: string) => eval(s);\n`,
  "test/app.test.ts": `console.log("debug");\nconst password = 'hunter2';\n`,
};

function scan(ignore: Partial<Record<RuleId, string[]>> = {}): Finding[] {
  const out: Finding[] = [];
  for (const [file, src] of Object.entries(files)) {
    src.split("\n").forEach((text, i) => {
      for (const r of rules) {
        if (ignore[r.id]?.some((prefix) => file.startsWith(prefix))) continue;
        const msg = r.test(text);
        if (msg) out.push({ rule: r.id, file, line: i + 1, severity: r.severity, message: msg });
      }
    });
  }
  return out;
}

const rank: Record<Severity, number> = { critical: 0, high: 1, medium: 2, low: 3 };
const findings = scan({ "no-console": ["test/"] }).sort(
  (a, b) => rank[a.severity] - rank[b.severity] || a.file.localeCompare(b.file) || a.line - b.line,
);
for (const f of findings) console.log(`${f.severity.toUpperCase().padEnd(8)} ${f.file}:${f.line} [${f.rule}] ${f.message}`);

const summary = findings.reduce(
  (acc, f) => ({ ...acc, [f.severity]: (acc[f.severity] ?? 0) + 1 }),
  {} as Partial<Record<Severity, number>>,
);
console.log(summary);
const gate = (Object.keys(rank) as Severity[]).filter((s) => rank[s] <= rank.high).some((s) => (summary[s] ?? 0) > 0);
console.log(gate ? "FAIL" : "PASS");
