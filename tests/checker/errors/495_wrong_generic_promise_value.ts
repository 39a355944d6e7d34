async function countItems(): Promise<number> {
  const items = ["a", "b"];
  return items;
}
