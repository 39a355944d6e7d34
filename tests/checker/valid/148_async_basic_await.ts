async function double(n: number): Promise<number> {
  return n * 2;
}
async function main(): Promise<void> {
  const a = await double(2);
  const b = await double(a);
  console.log(a, b);
}
main();
