async function loadConfig() {
  return { port: 8080, host: "localhost" };
}
type Config = Awaited<ReturnType<typeof loadConfig>>;
async function main() {
  const c: Config = await loadConfig();
  console.log(`${c.host}:${c.port}`);
}
main();
