async function logLater(msg: string): Promise<void> {
  await Promise.resolve();
  console.log(msg);
}
async function main() {
  await logLater("one");
  await logLater("two");
}
main();
