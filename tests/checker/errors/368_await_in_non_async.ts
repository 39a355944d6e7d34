function loadAll(urls: string[]): string[] {
  const out: string[] = [];
  for (const u of urls) {
    out.push(await fetchText(u));
  }
  return out;
}
async function fetchText(u: string): Promise<string> {
  return u;
}
