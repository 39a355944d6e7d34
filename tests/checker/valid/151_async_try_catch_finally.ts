async function risky(fail: boolean): Promise<string> {
  if (fail) throw new Error("boom");
  return "fine";
}
async function main() {
  try {
    console.log(await risky(false));
    await risky(true);
  } catch (e) {
    console.log("caught", e instanceof Error ? e.message : String(e));
  } finally {
    console.log("done");
  }
}
main();
