function fail(msg: string): never {
  throw new Error(msg);
}
function parsePositive(s: string): number {
  const n = Number(s);
  return n > 0 ? n : fail(`not positive: ${s}`);
}
console.log(parsePositive("5"));
