function makeClient(base: string, retries: number) {
  return { base, retries, get: (path: string) => `${base}/${path}` };
}
type Client = ReturnType<typeof makeClient>;
type ClientArgs = Parameters<typeof makeClient>;
const args: ClientArgs = ["https://api", 3];
const c: Client = makeClient(...args);
console.log(c.get("items"), c.retries + 1);
