const csv = `id,name,city,amount,joined
1,"Smith, John",Boston,"1,234.50",2021-03-04
2,Jane Doe,"New ""Big"" York",99.5,2020-11-30
3,Li Wei,,0,2022-01-15
4,"Müller, Jürgen",Berlin,"12,000",2019-07-01
`;

function parseLine(line: string): string[] {
  const out: string[] = [];
  let field = "";
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const c = line[i];
    if (quoted) {
      if (c === '"' && line[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ",") {
      out.push(field);
      field = "";
    } else field += c;
  }
  out.push(field);
  return out;
}

const [header, ...body] = csv.trim().split(/\r?\n/);
const cols = parseLine(header);
type Rec = Record<string, string>;
const records: Rec[] = body.map((l) => Object.fromEntries(parseLine(l).map((v, i) => [cols[i], v])));

const money = (s: string) => Number(s.replace(/,/g, ""));
const total = records.reduce((t, r) => t + money(r.amount), 0);
console.log(`rows=${records.length} total=${total.toFixed(2)}`);

const widths = cols.map((c) => Math.max(c.length, ...records.map((r) => r[c].length)));
const fmtRow = (vals: string[]) => vals.map((v, i) => (i === 3 ? v.padStart(widths[i]) : v.padEnd(widths[i]))).join(" | ");
console.log(fmtRow(cols));
console.log(widths.map((w) => "-".repeat(w)).join("-+-"));
records.forEach((r) => console.log(fmtRow(cols.map((c) => r[c] || "—"))));

const toCsvField = (v: string) => (/[",\n]/.test(v) ? `"${v.replaceAll('"', '""')}"` : v);
const back = [cols.join(","), ...records.map((r) => cols.map((c) => toCsvField(r[c])).join(","))].join("\n");
console.log(back === csv.trim() ? "round trip ok" : "round trip differs");
const years = records.map((r) => +r.joined.split("-")[0]);
console.log("joined between", Math.min(...years), "and", Math.max(...years));
const lastNames = records.map((r) => (r.name.includes(",") ? r.name.split(",")[0] : r.name.split(" ").at(-1) ?? ""));
console.log(lastNames.toSorted?.() ?? lastNames);
