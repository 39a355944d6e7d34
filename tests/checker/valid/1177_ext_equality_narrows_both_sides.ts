// `a === b` with two unions: when true, each side keeps the members the other may equal
// (string | number against string | boolean: both are string).
function sameLabel(id: string | number, label: string | boolean): string {
  if (id === label) return id.toUpperCase() + label.toLowerCase();
  return `${id}/${label}`;
}
type Cell = { v: number } | null;
function sameCell(a: Cell, b: { v: number }): number {
  if (a === b) return a.v;
  return -1;
}
const c = { v: 3 };
console.log(sameLabel("ab", "ab"), sameLabel(1, true), sameCell(c, c), sameCell(null, c));
