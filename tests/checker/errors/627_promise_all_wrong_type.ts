async function main() {
  const [a, b] = await Promise.all([Promise.resolve(1), Promise.resolve("x")]);
  const s: string = a;
  console.log(s, b);
}
main();
