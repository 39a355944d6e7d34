async function loadRows(): Promise<string[]> {
  return ["a"];
}
const rows = loadRows();
console.log(rows.length);
