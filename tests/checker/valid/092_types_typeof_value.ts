const defaultConfig = { retries: 3, verbose: false, tags: ["a"] };
type Cfg = typeof defaultConfig;
function show(c: Cfg): string {
  return `${c.retries} ${c.verbose} ${c.tags.join()}`;
}
console.log(show({ retries: 1, verbose: true, tags: [] }));
