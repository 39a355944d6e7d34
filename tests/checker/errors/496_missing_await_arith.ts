async function price(): Promise<number> {
  return 10;
}
async function total() {
  const p = price();
  return p * 2;
}
