async function fetchPage(url: string, page: number): Promise<string> {
  return `${url}?page=${page}`;
}
async function main(): Promise<void> {
  const body = await fetchPage("https://example.test");
  console.log(body);
}
main();
