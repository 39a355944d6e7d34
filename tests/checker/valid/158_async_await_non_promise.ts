async function main() {
  const v = await 5;
  const s = await "text";
  console.log(v + 1, s.length);
}
main();
