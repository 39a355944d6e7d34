async function square(n: number): Promise<number> {
  return n * n;
}
async function main() {
  const results = await Promise.all([1, 2, 3].map((n) => square(n)));
  const total = results.reduce((a, b) => a + b, 0);
  console.log(results, total);
}
main();
