async function load(): Promise<number> {
  return 1;
}
function main() {
  const n = await load();
  console.log(n);
}
main();
