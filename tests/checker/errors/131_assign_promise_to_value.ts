async function getTotal(): Promise<number> {
  return 10;
}
async function main() {
  const total: number = getTotal();
  console.log(total);
}
