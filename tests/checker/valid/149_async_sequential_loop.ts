async function fetchItem(id: number): Promise<{ id: number; name: string }> {
  return { id, name: `item-${id}` };
}
async function loadAll(ids: number[]) {
  const out: string[] = [];
  for (const id of ids) {
    const item = await fetchItem(id);
    out.push(item.name);
  }
  return out;
}
loadAll([1, 2, 3]).then((names) => console.log(names.join(", ")));
