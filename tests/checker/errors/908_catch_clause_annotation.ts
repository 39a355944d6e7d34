// TS1196: a catch variable annotated with anything but any or unknown (models write `e: Error`);
// the variable is then an error type, so reading its members reports nothing more.
async function load(url: string): Promise<string> {
  if (!url.startsWith("https://")) throw new TypeError(`insecure url ${url}`);
  return "ok";
}
try {
  await load("http://example.com");
} catch (e: Error) {
  console.log("failed:", e.message, e.code);
}
try {
  await load("ftp://x");
} catch (err: unknown) {
  console.log(err instanceof TypeError ? err.message : String(err));
}
