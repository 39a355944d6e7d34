// Whole program (issue 15, sixth pass: agent data work and type-level TypeScript).
type Cell = string | number | boolean | null | Date;
type Row = Record<string, Cell>;

function toCsv(rows: Row[], columns?: string[]): string {
  const cols = columns ?? [...new Set(rows.flatMap((r) => Object.keys(r)))];
  const esc = (v: Cell): string => {
    if (v === null) return "";
    if (v instanceof Date) return v.toISOString();
    const s = String(v);
    return /[",\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
  };
  return [cols.join(","), ...rows.map((r) => cols.map((c) => esc(r[c] ?? null)).join(","))].join("\n");
}

function parseCsv(text: string): Row[] {
  const lines: string[][] = [];
  let cur: string[] = [];
  let field = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') { field += '"'; i++; }
      else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ",") { cur.push(field); field = ""; }
    else if (ch === "\n") { cur.push(field); lines.push(cur); cur = []; field = ""; }
    else field += ch;
  }
  cur.push(field);
  lines.push(cur);
  const [header, ...body] = lines;
  return body.map((cells) =>
    Object.fromEntries(header.map((h, i): [string, Cell] => {
      const raw = cells[i] ?? "";
      if (raw === "") return [h, null];
      if (raw === "true" || raw === "false") return [h, raw === "true"];
      const n = Number(raw);
      return [h, Number.isFinite(n) ? n : raw];
    })),
  );
}

const rows: Row[] = [
  { name: "Widget, large", price: 9.5, stock: 3, active: true, added: new Date(Date.UTC(2024, 0, 2)) },
  { name: 'The "best" gadget', price: 20, stock: 0, active: false, added: null },
  { name: "Gizmo", price: 4.25, active: true, note: "multi\nline" },
];
const csv = toCsv(rows);
console.log(csv);
const back = parseCsv(csv);
console.log(back.length, back[0].name, back[1].name, back[2].note, back[2].stock, typeof back[0].price);
const numericCols = Object.keys(back[0]).filter((k) => back.every((r) => r[k] === null || typeof r[k] === "number"));
console.log(numericCols);
const totals = numericCols.map((c) => [c, back.reduce((s, r) => s + (typeof r[c] === "number" ? (r[c] as number) : 0), 0)] as const);
console.log(Object.fromEntries(totals));
