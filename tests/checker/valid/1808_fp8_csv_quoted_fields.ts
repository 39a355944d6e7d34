type Row = Record<string, string>;

function parseCsvLine(line: string, sep = ","): string[] {
  const out: string[] = [];
  let field = "";
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i];
    if (quoted) {
      if (ch === '"' && line[i + 1] === '"') {
        field += '"';
        i++;
      } else if (ch === '"') {
        quoted = false;
      } else {
        field += ch;
      }
    } else if (ch === '"') {
      quoted = true;
    } else if (ch === sep) {
      out.push(field);
      field = "";
    } else {
      field += ch;
    }
  }
  out.push(field);
  return out;
}

function parseCsv(text: string): { header: string[]; rows: Row[] } {
  const [head, ...rest] = text.trim().split(/\r?\n/);
  const header = parseCsvLine(head).map((h) => h.trim());
  const rows = rest
    .filter((l) => l.trim() !== "")
    .map((l) => {
      const cells = parseCsvLine(l);
      return Object.fromEntries(header.map((h, i) => [h, cells[i] ?? ""])) as Row;
    });
  return { header, rows };
}

function toCsv(header: readonly string[], rows: readonly Row[]): string {
  const esc = (s: string) => (/[",\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s);
  return [header.map(esc).join(","), ...rows.map((r) => header.map((h) => esc(r[h] ?? "")).join(","))].join("\n");
}

const input = `name,city,amount,note
"Smith, John",Boston,120.50,"said ""hi"""
Jane Doe,"New York",80,
Bob,Boston,42.25,"multi, comma"
`;

const { header, rows } = parseCsv(input);
console.log(header);
console.table?.call(console, []);
for (const r of rows) console.log(JSON.stringify(r));

const totals = rows.reduce<Map<string, number>>((m, r) => m.set(r.city, (m.get(r.city) ?? 0) + parseFloat(r.amount)), new Map());
console.log([...totals].map(([city, t]) => `${city}=${t.toFixed(2)}`).join("; "));

const enriched = rows.map((r) => ({ ...r, amount: (Number(r.amount) * 1.1).toFixed(2) }));
console.log(toCsv([...header, "extra"], enriched));
