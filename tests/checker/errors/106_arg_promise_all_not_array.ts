async function one(): Promise<number> {
  return 1;
}
async function main() {
  const [a, b] = await Promise.all(one(), one());
  console.log(a, b);
}
