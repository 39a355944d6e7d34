function renderAll(rows: { id: number }[]) {
  function renderOne({ id, label }) {
    return `${id}:${label}`;
  }
  return rows.map((r) => renderOne({ id: r.id, label: "x" }));
}
