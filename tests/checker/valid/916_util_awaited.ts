async function loadRows() {
  return [{ id: 1, v: "a" }, { id: 2, v: "b" }];
}
type Rows = Awaited<ReturnType<typeof loadRows>>;
const rows: Rows = await loadRows();
const byId = new Map(rows.map((r) => [r.id, r.v] as const));
console.log(byId.get(2)?.toUpperCase());
