const fail = (message: string): never => {
  throw new Error(message);
};
function parsePort(raw: string | undefined): number {
  if (raw === undefined) fail("no port");
  return Number(raw.trim());
}
console.log(parsePort("80"));
