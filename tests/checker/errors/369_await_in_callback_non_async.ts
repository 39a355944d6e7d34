async function loadAll(ids: number[]): Promise<number[]> {
  return ids.map((id) => {
    const v = await get(id);
    return v;
  });
}
async function get(id: number): Promise<number> {
  return id * 2;
}
