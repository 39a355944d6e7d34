interface Row {
  name: string;
  value: number;
}
const rows: Row[] = inputs.rows;
const sorted = rows.slice().sort((a, b) => a.value - b.valeu);
console.log(sorted.map((r) => r.name));
