async function fast(): Promise<string> {
  return "fast";
}
async function slow(): Promise<string> {
  await Promise.resolve();
  return "slow";
}
async function main() {
  const winner = await Promise.race([slow(), fast()]);
  const any = await Promise.any([fast(), slow()]);
  console.log(winner, any);
}
main();
