type Path = [...string[], number];
type Labeled = [string, ...number[], boolean];

function lastIndex(...p: [...string[], number]): number {
  return p[p.length - 1] as number;
}

function joinPath(p: Path): string {
  const segs = p.slice(0, -1) as string[];
  const idx = p[p.length - 1];
  return `${segs.join("/")}#${idx}`;
}

function summarize(row: Labeled): string {
  const label = row[0];
  const flag = row[row.length - 1];
  const nums = row.slice(1, -1) as number[];
  return `${label}: ${nums.reduce((a, b) => a + b, 0)}${flag ? "*" : ""}`;
}

const paths: Path[] = [["usr", "local", 2], [0], ["home", 7]];
console.log(paths.map(joinPath).join(" | "));
console.log(lastIndex("a", "b", 3), lastIndex(9));
const rows: Labeled[] = [["x", 1, 2, 3, true], ["y", false], ["z", 4, false]];
for (const r of rows) console.log(summarize(r));

class Table {
  private rows: Labeled[] = [];
  push(...r: Labeled) { this.rows.push(r); return this; }
  flagged() { return this.rows.filter((r) => r[r.length - 1] === true).map((r) => r[0]); }
}
const t = new Table().push("a", 1, true).push("b", false).push("c", 2, 3, true);
console.log(t.flagged().join(","));
